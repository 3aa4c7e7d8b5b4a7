import os
import tempfile
from tempfile import mktemp


def export_report(rows):
    # vigil: py.insecure-temp-file
    path = tempfile.mktemp(suffix=".csv")
    with open(path, "w") as fh:
        fh.writelines(rows)
    return path


def scratch_name():
    # vigil: py.insecure-temp-file
    return mktemp(prefix="job-")


def export_report_safe(rows):
    # vigil-ok: py.insecure-temp-file
    fd, path = tempfile.mkstemp(suffix=".csv")
    with os.fdopen(fd, "w") as fh:
        fh.writelines(rows)
    return path


def scratch_dir():
    # vigil-ok: py.insecure-temp-file
    with tempfile.NamedTemporaryFile(delete=False) as fh:
        return fh.name
