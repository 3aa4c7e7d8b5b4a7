import os
import stat
from pathlib import Path


def publish(report: Path, spool: str) -> None:
    # vigil: py.insecure-permissions
    os.chmod(spool, 0o777)
    # vigil: py.insecure-permissions
    report.chmod(0o666)
    # vigil: py.insecure-permissions
    os.chmod(spool, stat.S_IRUSR | stat.S_IWUSR | stat.S_IWOTH)
    # vigil-ok: py.insecure-permissions
    os.chmod(spool, 0o755)
    # vigil-ok: py.insecure-permissions
    report.chmod(0o640)
    # vigil-ok: py.insecure-permissions
    os.chmod(spool, stat.S_IRUSR | stat.S_IWUSR | stat.S_IROTH)
