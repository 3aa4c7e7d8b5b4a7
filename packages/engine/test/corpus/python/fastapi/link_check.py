"""Link checker: fetches the pages users link from their profiles, through pooled client sessions."""
import aiohttp
import requests
from fastapi import FastAPI, HTTPException

app = FastAPI()
TRUSTED_PREVIEWS = {"https://status.example.org/", "https://docs.example.org/"}


@app.get("/links/check")
async def check(url: str):
    async with aiohttp.ClientSession() as session:
        # vigil: py.ssrf
        async with session.get(url) as resp:
            return {"status": resp.status}


@app.get("/links/check-known")
async def check_known(url: str):
    if url not in TRUSTED_PREVIEWS:
        raise HTTPException(status_code=400, detail="unknown link")
    async with aiohttp.ClientSession() as session:
        # vigil-ok: py.ssrf
        async with session.get(url) as resp:
            return {"status": resp.status}


@app.get("/links/head")
def head(url: str):
    pooled = requests.Session()
    # vigil: py.ssrf
    return {"status": pooled.head(url, timeout=5).status_code}


@app.get("/links/status-page")
def status_page(page: int):
    pooled = requests.Session()
    # vigil-ok: py.ssrf
    return {"status": pooled.get(f"https://status.example.org/page/{page}", timeout=5).status_code}
