"""Back-office endpoints of the shop: exports, imports, mail previews."""
import shutil
import subprocess
import urllib.request
from pathlib import Path

import psycopg2
from flask import Blueprint, make_response, request, send_from_directory
from jinja2 import Environment, select_autoescape
from psycopg2 import sql

bp = Blueprint("admin", __name__, url_prefix="/admin")
EXPORTS = Path("/srv/exports")
jinja = Environment(autoescape=select_autoescape(["html"]))


def conn():
    return psycopg2.connect(dsn="dbname=shop user=admin_app host=db.internal")


@bp.get("/customers")
def customers():
    country = request.args.get("country", "FR")
    with conn() as c, c.cursor() as cur:
        # vigil: py.sql-injection
        cur.execute("SELECT id, email FROM customers WHERE country = '" + country + "' ORDER BY id")
        rows = cur.fetchall()
    return {"rows": rows}


@bp.get("/customers/sorted")
def customers_sorted():
    column = request.args.get("sort", "id")
    with conn() as c, c.cursor() as cur:
        # vigil-ok: py.sql-injection
        cur.execute(sql.SQL("SELECT id, email FROM customers ORDER BY {}").format(sql.Identifier(column)))
        rows = cur.fetchall()
    return {"rows": rows}


@bp.post("/exports/copy")
def copy_export():
    name = request.form["name"]
    # vigil: py.path-traversal
    shutil.copy(EXPORTS / "latest.csv", EXPORTS / name)
    return "", 201


@bp.get("/exports/<name>")
def get_export(name):
    # vigil-ok: py.path-traversal
    return send_from_directory(EXPORTS, name)


@bp.post("/exports/compress")
def compress():
    level = request.form.get("level", "6")
    # vigil: py.command-injection
    proc = subprocess.Popen("gzip -" + level + " -k /srv/exports/latest.csv", shell=True)
    proc.wait()
    return "", 202


@bp.post("/imports/fetch")
def fetch_import():
    url = request.json["url"]
    # vigil: py.ssrf
    with urllib.request.urlopen(url, timeout=10) as resp:
        body = resp.read()
    return {"bytes": len(body)}


@bp.post("/mail/preview")
def mail_preview():
    template = request.form["template"]
    # vigil: py.template-injection
    html = jinja.from_string(template).render(customer="Ada")
    return {"html": html}


@bp.get("/search")
def search():
    q = request.args.get("q", "")
    # vigil: py.xss
    resp = make_response(f"<p>No results for <b>{q}</b></p>")
    return resp
