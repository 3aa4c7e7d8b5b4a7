import java.sql.DriverManager

// vigil: kt.hardcoded-password
const val DB_PASSWORD = "Pr0d-Db-Pass!"

object Api {
    // vigil: kt.hardcoded-password
    private val apiKey = "ak_live_51c0ffee"
    // vigil-ok: kt.hardcoded-password
    private val password = System.getenv("APP_PASSWORD")
}

fun open(url: String) =
    // vigil: kt.hardcoded-password
    DriverManager.getConnection(url, "app", "app-s3cret-pw")

fun openSafe(url: String) =
    // vigil-ok: kt.hardcoded-password
    DriverManager.getConnection(url, "app", System.getenv("DB_PASSWORD"))
