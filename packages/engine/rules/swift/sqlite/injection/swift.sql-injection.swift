import SQLite3

func findUser(_ db: OpaquePointer?, _ name: String) {
    // vigil: swift.sql-injection
    sqlite3_exec(db, "DELETE FROM sessions WHERE user = '\(name)'", nil, nil, nil)
}

func grdb(_ db: Database, _ id: String) throws {
    // vigil: swift.sql-injection
    try db.execute(sql: "UPDATE users SET active = 0 WHERE id = " + id)
    // vigil-ok: swift.sql-injection
    try db.execute(sql: "UPDATE users SET active = 0 WHERE id = ?", arguments: [id])
}

func findNotes(_ db: OpaquePointer?, _ title: String) {
    let sql = "SELECT id, body FROM notes WHERE title = '\(title)'"
    // vigil: swift.sql-injection
    sqlite3_exec(db, sql, nil, nil, nil)
}

func prepared(_ db: OpaquePointer?, _ stmt: inout OpaquePointer?) {
    // vigil-ok: swift.sql-injection
    sqlite3_prepare_v2(db, "SELECT id FROM users WHERE name = ?", -1, &stmt, nil)
}
