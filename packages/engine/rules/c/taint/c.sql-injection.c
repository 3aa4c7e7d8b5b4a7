#include <stdio.h>
#include <string.h>
#include <sqlite3.h>
#include <mysql/mysql.h>

/* the name read from standard input is pasted into the SQL text */
void find_user(sqlite3 *db) {
    char name[64];
    char sql[256];
    if (fgets(name, sizeof name, stdin) == NULL) return;
    name[strcspn(name, "\n")] = '\0';
    snprintf(sql, sizeof sql, "SELECT id FROM users WHERE name = '%s'", name);
    // vigil: c.sql-injection
    sqlite3_exec(db, sql, NULL, NULL, NULL);
    // vigil-ok: c.sql-injection
    sqlite3_exec(db, "SELECT count(*) FROM users", NULL, NULL, NULL);
}

/* the safe form binds the value */
void find_user_bound(sqlite3 *db) {
    char name[64];
    sqlite3_stmt *st;
    if (fgets(name, sizeof name, stdin) == NULL) return;
    // vigil-ok: c.sql-injection
    sqlite3_prepare_v2(db, "SELECT id FROM users WHERE name = ?", -1, &st, NULL);
    sqlite3_bind_text(st, 1, name, -1, SQLITE_TRANSIENT);
    sqlite3_step(st);
    sqlite3_finalize(st);
}

/* MySQL: the table comes from the environment */
void purge(MYSQL *conn) {
    char q[200] = "DELETE FROM ";
    const char *table = getenv("PURGE_TABLE");
    if (!table) return;
    strncat(q, table, sizeof q - strlen(q) - 1);
    // vigil: c.sql-injection
    mysql_query(conn, q);
    char fixed[200] = "DELETE FROM ";
    strncat(fixed, "sessions", sizeof fixed - strlen(fixed) - 1);
    // vigil-ok: c.sql-injection
    mysql_query(conn, fixed);
}
