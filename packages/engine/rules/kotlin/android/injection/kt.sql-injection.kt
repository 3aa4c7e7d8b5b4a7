import android.database.sqlite.SQLiteDatabase

fun findUser(db: SQLiteDatabase, name: String) =
    // vigil: kt.sql-injection
    db.rawQuery("SELECT * FROM users WHERE name = '$name'", null)

fun deleteUser(conn: java.sql.Connection, id: String) {
    // vigil: kt.sql-injection
    conn.createStatement().executeUpdate("DELETE FROM users WHERE id = " + id)
    // vigil: kt.sql-injection
    conn.createStatement().executeQuery("SELECT * FROM users WHERE name = '" + id + "'")
}

fun findUserSafe(db: SQLiteDatabase, name: String) =
    // vigil-ok: kt.sql-injection
    db.rawQuery("SELECT * FROM users WHERE name = ?", arrayOf(name))

fun countAll(db: SQLiteDatabase) =
    // vigil-ok: kt.sql-injection
    db.rawQuery("SELECT COUNT(*) FROM users", null)
