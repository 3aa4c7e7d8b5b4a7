#!/usr/bin/env python3
"""Maintenance command of the inventory: prunes old rows, restarts itself after an upgrade."""
import argparse
import os
import sqlite3
import sys
from pathlib import Path


class PruneCommand:
    def __init__(self, db: str):
        self.conn = sqlite3.connect(db)

    def execute(self, *args, **options):
        days = int(options.get("days", 30))
        self.conn.execute("DELETE FROM audit WHERE age > ?", (days,))

    def run_from_argv(self, argv):
        options = vars(argparse.ArgumentParser().parse_args(argv[1:]))
        # the command's own execute(), not a database cursor's
        # vigil-ok: py.sql-injection
        self.execute(**options)


def restart():
    # the path of the running script
    # vigil-ok: py.path-traversal
    script = Path(sys.argv[0]).resolve()
    # vigil: py.command-injection
    os.system("nohup " + " ".join(sys.argv) + " &")
    return script
