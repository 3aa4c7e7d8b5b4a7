"""Catalogue API: typed parameters, HTML responses and formatted SQL."""
import os
import sqlite3
from typing import Optional
from uuid import UUID

from fastapi import FastAPI, Header, Query
from fastapi.responses import HTMLResponse, PlainTextResponse
from pydantic import BaseModel

app = FastAPI()
db = sqlite3.connect("/var/lib/catalog/catalog.db", check_same_thread=False)


class Restock(BaseModel):
    sku: str
    amount: int


@app.get("/catalog/{item_id}")
def item(item_id: int, fields: str = Query("name")):
    # vigil-ok: py.sql-injection
    row = db.execute("SELECT name FROM items WHERE id = " + str(item_id)).fetchone()
    # vigil: py.sql-injection
    cols = db.execute("SELECT " + fields + " FROM items WHERE id = ?", (item_id,)).fetchone()
    return {"row": row, "cols": cols}


@app.get("/catalog/by-ref/{ref}")
def by_ref(ref: UUID, limit: Optional[int] = None):
    # vigil-ok: py.sql-injection
    rows = db.execute(f"SELECT * FROM items WHERE ref = '{ref}' LIMIT {limit or 10}").fetchall()
    return {"rows": rows}


@app.post("/catalog/restock")
def restock(req: Restock):
    # vigil-ok: py.sql-injection
    db.execute("UPDATE stock SET amount = amount + %d WHERE sku = 'fixed'" % req.amount)
    # vigil: py.sql-injection
    db.execute("UPDATE stock SET amount = amount + %d WHERE sku = '%s'" % (req.amount, req.sku))
    # vigil-ok: py.command-injection
    os.system("restock-notify --count %05d" % req.amount)
    return {"ok": True}


@app.post("/catalog/restock/log")
def restock_log(req: Restock):
    # the model's integer field is validated before the view runs
    # vigil-ok: py.sql-injection
    db.execute(f"INSERT INTO restock_log (amount) VALUES ({req.amount})")
    # vigil: py.sql-injection
    db.execute(f"INSERT INTO restock_log (sku) VALUES ('{req.sku}')")
    return {"ok": True}


@app.get("/catalog/banner", response_class=HTMLResponse)
def banner(title: str = Query("")):
    # vigil: py.xss
    return "<div class='banner'>" + title + "</div>"


@app.get("/catalog/banner.txt")
def banner_txt(title: str = Query("")):
    # vigil-ok: py.xss
    return PlainTextResponse("banner: " + title)


@app.get("/catalog/agent")
def agent(user_agent: str = Header("")):
    # vigil: py.command-injection
    os.system("log-agent '" + user_agent + "'")
    return {}
