import java.sql.DriverManager

object Db {
  // vigil: scala.hardcoded-password
  val dbPassword = "Pr0d-Db-Pass!"
  // vigil-ok: scala.hardcoded-password
  val password: String = sys.env("DB_PASSWORD")

  // vigil: scala.hardcoded-password
  def open(url: String) = DriverManager.getConnection(url, "app", "app-s3cret-pw")
  // vigil-ok: scala.hardcoded-password
  def openSafe(url: String) = DriverManager.getConnection(url, "app", sys.env("DB_PASSWORD"))
}
