from flask import Flask
from flask_cors import CORS
from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

app = Flask(__name__)
# vigil: py.cors-permissive
CORS(app, supports_credentials=True)

api = FastAPI()
# vigil: py.cors-permissive
api.add_middleware(CORSMiddleware, allow_origins=["*"], allow_credentials=True, allow_methods=["*"])

# vigil-ok: py.cors-permissive
CORS(app, origins=["https://app.example.com"], supports_credentials=True)
# vigil-ok: py.cors-permissive
api.add_middleware(CORSMiddleware, allow_origins=["*"], allow_methods=["GET"])

# django settings
CORS_ALLOW_CREDENTIALS = True
# vigil: py.cors-permissive
CORS_ALLOW_ALL_ORIGINS = True


@app.after_request
def add_cors(resp):
    # vigil: py.cors-permissive
    resp.headers["Access-Control-Allow-Origin"] = "*"
    resp.headers["Access-Control-Allow-Credentials"] = "true"
    return resp


@app.after_request
def add_cors_public(resp):
    # vigil-ok: py.cors-permissive
    resp.headers["Access-Control-Allow-Origin"] = "*"
    return resp
