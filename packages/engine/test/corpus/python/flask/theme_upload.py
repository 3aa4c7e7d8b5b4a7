"""Theme packages: admins upload a tarball of templates and assets, or a zip exported by the editor."""
import tarfile
import zipfile

from flask import Blueprint, request

themes_api = Blueprint("themes_api", __name__)
THEMES = "/srv/shop/themes"


@themes_api.route("/themes/upload", methods=["POST"])
def upload():
    with tarfile.open(fileobj=request.files["package"], mode="r:gz") as tar:
        # vigil: py.path-traversal
        tar.extractall(THEMES)
    return "", 204


@themes_api.route("/themes/upload/v2", methods=["POST"])
def upload_filtered():
    with tarfile.open(fileobj=request.files["package"], mode="r:gz") as tar:
        # vigil-ok: py.path-traversal
        tar.extractall(THEMES, filter="data")
    return "", 204


@themes_api.route("/themes/import", methods=["POST"])
def import_editor_export():
    # vigil-ok: py.path-traversal
    zipfile.ZipFile(request.files["export"]).extractall(THEMES)
    return "", 204


@themes_api.route("/themes/logo", methods=["POST"])
def logo_only():
    # vigil: py.path-traversal
    tarfile.open(fileobj=request.files["package"]).extract("logo.svg", THEMES)
    return "", 204


@themes_api.route("/themes/defaults", methods=["POST"])
def restore_defaults():
    with tarfile.open("/usr/share/shop/default-theme.tgz") as tar:
        # vigil-ok: py.path-traversal
        tar.extractall(THEMES)
    return "", 204
