"""Command line of the CI master: creates a master directory with its database.

The default database is a file in the master directory:

  --db='sqlite:///state.sqlite'

To use a remote MySQL database instead, use something like:

  # vigil-ok: secrets.database-url
  --db='mysql://ciuser:cipasswd@dbhost/cidb'
"""
import sys

# vigil: secrets.database-url
FALLBACK_DB = "mysql://ci:Hq7vL2xTz9@db.internal/ci"


def main(argv):
    db = argv[1] if len(argv) > 1 else FALLBACK_DB
    print(f"creating master with {db.split('@')[-1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
