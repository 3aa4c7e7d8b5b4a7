"""shellkit: helpers for running tools and caching their results, used by build scripts."""
import pickle
import shlex
import sqlite3
import subprocess

import yaml


def run(command):
    """Vulnerable: the caller's command line goes through a shell."""
    # vigil: py.command-injection
    return subprocess.check_output(command, shell=True)


def run_safe(command):
    """Patched: the program is fixed, the caller's text is one argument, no shell."""
    # vigil-ok: py.command-injection
    return subprocess.check_output(["make", "--", command])


def grep(pattern, path):
    """Quoted for the shell."""
    # vigil-ok: py.command-injection
    return subprocess.check_output("grep -n " + shlex.quote(pattern) + " " + shlex.quote(path), shell=True)


def _shell(line):
    # private: every caller passes a constant
    # vigil-ok: py.command-injection
    return subprocess.check_output(line, shell=True)


def version():
    return _shell("git describe --tags")


class ResultCache:
    def __init__(self, path):
        self.db = sqlite3.connect(path)

    def get(self, key):
        """Vulnerable: the key is pasted into the SQL text."""
        # vigil: py.sql-injection
        return self.db.execute("SELECT value FROM cache WHERE key = '%s'" % key).fetchone()

    def get_safe(self, key):
        # vigil-ok: py.sql-injection
        return self.db.execute("SELECT value FROM cache WHERE key = ?", (key,)).fetchone()

    def restore(self, blob):
        """Vulnerable: unpickles what the caller hands in."""
        # vigil: py.insecure-deserialization
        return pickle.loads(blob)

    def load_config(self, text):
        """Patched config loader: the safe YAML loader."""
        # vigil-ok: py.insecure-deserialization
        return yaml.safe_load(text)

    def open_report(self, path):
        # opening the path it is given is this package's job: not reported under the library model
        # vigil-ok: py.path-traversal
        return open(path).read()
