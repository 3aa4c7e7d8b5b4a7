"""Nightly mirror sync: copies the export spool to the mirror host over SSH."""
import os
import stat
from pathlib import Path

import paramiko

SPOOL = Path("/var/spool/exports")


def prepare_spool(shared_group_dir: Path) -> None:
    SPOOL.mkdir(parents=True, exist_ok=True)
    # vigil: py.insecure-permissions
    os.chmod(SPOOL, 0o777)
    # vigil-ok: py.insecure-permissions
    os.chmod(SPOOL, 0o750)
    # vigil: py.insecure-permissions
    (SPOOL / "latest.csv").chmod(stat.S_IRUSR | stat.S_IWUSR | stat.S_IRGRP | stat.S_IROTH | stat.S_IWOTH)
    # vigil-ok: py.insecure-permissions
    shared_group_dir.chmod(stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP)


def open_mirror(host: str, user: str, key_file: str) -> paramiko.SSHClient:
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    # vigil-ok: py.ssh-host-key-unverified
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(host, username=user, key_filename=key_file)
    return client


def open_mirror_first_time(host: str, user: str, key_file: str) -> paramiko.SSHClient:
    client = paramiko.SSHClient()
    # vigil: py.ssh-host-key-unverified
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(host, username=user, key_filename=key_file)
    return client
