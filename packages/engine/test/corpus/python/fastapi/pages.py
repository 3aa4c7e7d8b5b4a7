import html

from fastapi import FastAPI
from fastapi.responses import HTMLResponse, Response

app = FastAPI()


@app.get("/pages/hello")
def hello(name: str):
    # vigil: py.xss
    return HTMLResponse(content="<h1>Hello " + name + "</h1>")


@app.get("/pages/hello-safe")
def hello_safe(name: str):
    # vigil-ok: py.xss
    return HTMLResponse(content="<h1>Hello " + html.escape(name) + "</h1>")


@app.get("/pages/card")
def card(title: str):
    # vigil: py.xss
    return Response(content=f"<div class='card'>{title}</div>", media_type="text/html")


@app.get("/pages/card.txt")
def card_text(title: str):
    # vigil-ok: py.xss
    return Response(content=f"card: {title}", media_type="text/plain")


@app.get("/pages/count")
def count(n: int):
    # vigil-ok: py.xss
    return HTMLResponse(content=f"<p>{n} items</p>")
