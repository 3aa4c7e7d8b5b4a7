#!/usr/bin/env bash
# vigil: bash.hardcoded-password
DB_PASSWORD='Pr0d-Db-Pass!'
# vigil: bash.hardcoded-password
export API_TOKEN="tok_9f8e7d6c5b4a"
# vigil-ok: bash.hardcoded-password
DB_PASSWORD="${DB_PASSWORD:?set DB_PASSWORD}"
# vigil-ok: bash.hardcoded-password
PASSWORD_FILE=/run/secrets/db

# vigil: bash.hardcoded-password
mysqldump -u backup -pB4ckup-pw shop > /backup/shop.sql
# vigil-ok: bash.hardcoded-password
mysqldump --defaults-extra-file=/etc/backup.cnf shop > /backup/shop.sql
# vigil-ok: bash.hardcoded-password
mysqldump -u backup -p`cat /etc/backup/db.pass` shop > /backup/shop.sql
# vigil: bash.hardcoded-password
mysql -u backup -pshop-backup-2024 shop < /backup/shop.sql
