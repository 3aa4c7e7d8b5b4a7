from flask import Flask

app = Flask(__name__)
# vigil: py.debug-enabled
app.config["DEBUG"] = True

# Django settings module
# vigil: py.debug-enabled
DEBUG = True

# vigil-ok: py.debug-enabled
DEBUG_TOOLBAR = True

if os.environ.get("ENV") == "dev":
    # vigil-ok: py.debug-enabled
    app.debug = True

if __name__ == "__main__":
    # vigil: py.debug-enabled
    app.run(host="0.0.0.0", port=5000, debug=True)
    # vigil-ok: py.debug-enabled
    app.run(host="127.0.0.1", port=5000, debug=os.environ.get("FLASK_DEBUG") == "1")

if __name__ == "__main__":
    # vigil: py.debug-enabled
    app.config["DEBUG"] = True
    # vigil: py.debug-enabled
    app.debug = True
    app.run()

if __name__ == "__main__" and os.environ.get("ENV") == "dev":
    # vigil-ok: py.debug-enabled
    app.debug = True
