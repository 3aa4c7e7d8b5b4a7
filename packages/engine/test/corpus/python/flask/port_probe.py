"""Health probes: the operations page checks that a mail relay or cache answers on its port."""
import asyncio
import socket

from flask import Blueprint, jsonify, request

probes = Blueprint("probes", __name__)
RELAYS = {"mail-1.internal": 25, "mail-2.internal": 25, "cache.internal": 6379}


@probes.route("/probe/tcp")
def probe_tcp():
    host = request.args.get("host", "")
    port = int(request.args.get("port", "25"))
    # vigil: py.ssrf
    with socket.create_connection((host, port), timeout=3) as conn:
        banner = conn.recv(128)
    return jsonify(banner=banner.decode("latin-1"))


@probes.route("/probe/relay")
def probe_relay():
    host = request.args.get("host", "")
    if host not in RELAYS:
        return jsonify(error="unknown relay"), 404
    # vigil-ok: py.ssrf
    with socket.create_connection((host, RELAYS[host]), timeout=3) as conn:
        banner = conn.recv(128)
    return jsonify(banner=banner.decode("latin-1"))


@probes.route("/probe/raw", methods=["POST"])
def probe_raw():
    target = request.get_json() or {}
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.settimeout(3)
    # vigil: py.ssrf
    code = sock.connect_ex((target.get("host", ""), int(target.get("port", 80))))
    sock.close()
    port = int(target.get("port", 6379))
    if port not in (6379, 6380):
        return jsonify(error="not a cache port"), 400
    checked = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    # vigil-ok: py.ssrf
    checked.connect(("cache.internal", port))
    checked.close()
    return jsonify(open=code == 0)


@probes.route("/probe/echo")
def probe_echo():
    host = request.args.get("host", "")
    s = socket.socket()
    # vigil: py.ssrf
    s.connect((host, 7))
    s.close()
    return jsonify(ok=True)


@probes.route("/probe/async")
async def probe_async():
    host = request.args.get("host", "")
    # vigil: py.ssrf
    reader, writer = await asyncio.open_connection(host, 6379)
    writer.close()
    relay = host if host in RELAYS else "mail-1.internal"
    # vigil-ok: py.ssrf
    reader, writer = await asyncio.open_connection(relay, 25)
    writer.close()
    return jsonify(ok=True)
