use rusqlite::{params, Connection};

fn find_user(conn: &Connection, name: &str) -> rusqlite::Result<i64> {
    // vigil: rust.sql-injection
    conn.query_row(&format!("SELECT id FROM users WHERE name = '{}'", name), [], |r| r.get(0))
}

fn delete_user(conn: &Connection, id: &str) -> rusqlite::Result<usize> {
    let sql = format!("DELETE FROM users WHERE id = {}", id);
    // vigil: rust.sql-injection
    conn.execute(&sql, [])
}

fn find_user_safe(conn: &Connection, name: &str) -> rusqlite::Result<i64> {
    // vigil-ok: rust.sql-injection
    conn.query_row("SELECT id FROM users WHERE name = ?1", params![name], |r| r.get(0))
}

fn log_line(name: &str) -> String {
    // vigil-ok: rust.sql-injection
    format!("user {}", name)
}
