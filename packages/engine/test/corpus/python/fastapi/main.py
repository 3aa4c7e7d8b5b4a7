import shlex
import subprocess
from pathlib import Path

import httpx
from fastapi import FastAPI, HTTPException, Query, Request
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import FileResponse, HTMLResponse, RedirectResponse
from jinja2 import Environment, Template
from sqlalchemy import create_engine, text

app = FastAPI()
# vigil-ok: py.cors-permissive
app.add_middleware(CORSMiddleware, allow_origins=["https://catalog.acme.example"], allow_credentials=True, allow_methods=["GET", "POST"])
engine = create_engine("postgresql+psycopg://app@db.internal/app")
REPORTS = Path("/srv/reports")
jinja_env = Environment(autoescape=True)


@app.get("/accounts")
def list_accounts(region: str = Query("eu")):
    with engine.connect() as conn:
        # vigil: py.sql-injection
        rows = conn.execute(text(f"SELECT id, name FROM accounts WHERE region = '{region}'")).all()
    return [dict(r._mapping) for r in rows]


@app.get("/accounts/v2")
def list_accounts_v2(region: str = Query("eu")):
    with engine.connect() as conn:
        # vigil-ok: py.sql-injection
        rows = conn.execute(text("SELECT id, name FROM accounts WHERE region = :region"), {"region": region}).all()
    return [dict(r._mapping) for r in rows]


@app.get("/reports")
def get_report(name: str):
    # vigil: py.path-traversal
    return FileResponse(REPORTS / name)


@app.get("/reports/v2")
def get_report_v2(name: str):
    target = (REPORTS / name).resolve()
    if not target.is_relative_to(REPORTS):
        raise HTTPException(status_code=400)
    # vigil-ok: py.path-traversal
    return FileResponse(target)


@app.get("/reports/text")
def report_text(name: str):
    # vigil: py.path-traversal
    return {"text": Path("/srv/reports", name).read_text()}


@app.post("/git/log")
async def git_log(request: Request):
    body = await request.json()
    ref = body["ref"]
    # vigil: py.command-injection
    proc = subprocess.run(f"git -C /srv/repo log --oneline {ref}", shell=True, capture_output=True)
    return {"log": proc.stdout.decode()}


@app.post("/git/log/v2")
async def git_log_v2(request: Request):
    body = await request.json()
    ref = shlex.quote(body["ref"])
    # vigil-ok: py.command-injection
    proc = subprocess.run(f"git -C /srv/repo log --oneline {ref}", shell=True, capture_output=True)
    return {"log": proc.stdout.decode()}


@app.get("/welcome", response_class=HTMLResponse)
def welcome(name: str = ""):
    # vigil: py.xss
    return HTMLResponse(f"<h1>Welcome {name}</h1>")


@app.get("/welcome/v2", response_class=HTMLResponse)
def welcome_v2(name: str = ""):
    # vigil-ok: py.xss, py.template-injection
    return jinja_env.from_string("<h1>Welcome {{ name }}</h1>").render(name=name)


@app.post("/mail/render")
def render_mail(template: str, user: str):
    # vigil: py.template-injection
    return {"body": Template(template).render(user=user)}


@app.get("/out")
def out(to: str):
    # vigil: py.open-redirect
    return RedirectResponse(to)


@app.get("/fetch")
async def fetch(url: str):
    async with httpx.AsyncClient() as client:
        # vigil: py.ssrf
        r = await client.get(url)
    return {"status": r.status_code}


@app.get("/fetch/v2")
async def fetch_v2(path: str):
    async with httpx.AsyncClient(base_url="https://api.github.com") as client:
        # vigil-ok: py.ssrf
        r = await client.get("/repos/example/app/releases/latest")
    return {"status": r.status_code, "path": path}
