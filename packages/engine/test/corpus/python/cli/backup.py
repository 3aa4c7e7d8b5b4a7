#!/usr/bin/env python3
"""Nightly backup tool: dumps a database and uploads the archive."""
import argparse
import os
import shlex
import subprocess
import sys


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", required=True)
    parser.add_argument("--dest", default="/backups")
    args = parser.parse_args()

    # vigil: py.command-injection
    os.system("pg_dump " + args.db + " | gzip > " + args.dest + "/db.sql.gz")

    # vigil-ok: py.command-injection
    os.system("pg_dump " + shlex.quote(args.db) + " | gzip > " + shlex.quote(args.dest) + "/db.sql.gz")

    # vigil-ok: py.command-injection
    subprocess.run(["rclone", "copy", args.dest, "remote:backups"], check=True)

    print("backup written to", args.dest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
