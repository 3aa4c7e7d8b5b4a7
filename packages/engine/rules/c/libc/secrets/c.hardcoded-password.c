#include <mysql/mysql.h>
#include <stdlib.h>

// vigil: c.hardcoded-password
static const char *db_password = "Pr0d-Db-Pass!";

MYSQL *open_db(MYSQL *m) {
    // vigil: c.hardcoded-password
    return mysql_real_connect(m, "db", "shop", "sh0p-pass-01", "shop", 0, NULL, 0);
}

MYSQL *open_db_safe(MYSQL *m) {
    // vigil-ok: c.hardcoded-password
    const char *password = getenv("DB_PASSWORD");
    return mysql_real_connect(m, "db", "shop", password, "shop", 0, NULL, 0);
}
