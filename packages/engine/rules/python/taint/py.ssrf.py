import http.client
import requests
import socket
import urllib.request
from fastapi import FastAPI

api = FastAPI()
ALLOWED = {"api.example.com", "cdn.example.com"}


@api.get("/fetch")
def fetch(url: str, host: str = "api.example.com"):
    # vigil: py.ssrf
    r = requests.get(url, timeout=5)
    # vigil-ok: py.ssrf
    s = requests.get("https://api.example.com/status", timeout=5)
    if host in ALLOWED:
        # vigil-ok: py.ssrf
        requests.get(f"https://{host}/v1", timeout=5)
    # vigil: py.ssrf
    data = urllib.request.urlopen("http://" + host + "/v1").read()
    # vigil: py.ssrf
    requests.post(url=url, json={"ok": True})
    # vigil: py.ssrf
    conn = http.client.HTTPSConnection(host, timeout=5)
    # vigil-ok: py.ssrf
    fixed = http.client.HTTPSConnection("api.example.com", timeout=5)
    return {"status": r.status_code + s.status_code, "len": len(data)}


@api.get("/probe")
def probe(host: str, port: int = 80):
    # vigil: py.ssrf
    socket.create_connection((host, port), timeout=3).close()
    s = socket.socket()
    if host in ALLOWED:
        # vigil-ok: py.ssrf
        s.connect((host, port))
    return {"ok": True}
