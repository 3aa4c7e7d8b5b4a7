import ssl

# vigil: py.weak-tls
legacy = ssl.SSLContext(ssl.PROTOCOL_TLSv1)

ctx = ssl.create_default_context()
# vigil: py.weak-tls
ctx.minimum_version = ssl.TLSVersion.TLSv1_1
# vigil-ok: py.weak-tls
ctx.minimum_version = ssl.TLSVersion.TLSv1_2
# vigil-ok: py.weak-tls
server = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
# a lookup table of version names is not a configuration
# vigil-ok: py.weak-tls
NAMES = {ssl.TLSVersion.TLSv1: "TLS 1.0", ssl.TLSVersion.TLSv1_2: "TLS 1.2"}
