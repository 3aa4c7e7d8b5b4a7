import java.sql.Connection
import slick.jdbc.PostgresProfile.api._

object Users {
  def find(conn: Connection, name: String) =
    // vigil: scala.sql-injection
    conn.createStatement().executeQuery(s"SELECT * FROM users WHERE name = '$name'")

  def byRegion(conn: Connection, region: String) =
    // vigil: scala.sql-injection
    conn.createStatement().executeQuery("SELECT id FROM reports WHERE region = '" + region + "'")

  def sortBy(col: String) =
    // vigil: scala.sql-injection
    sql"SELECT id, name FROM users ORDER BY #$col".as[(Int, String)]

  def findSafe(conn: Connection, name: String) = {
    // vigil-ok: scala.sql-injection
    val ps = conn.prepareStatement("SELECT * FROM users WHERE name = ?")
    ps.setString(1, name)
    ps.executeQuery()
  }

  def byName(name: String) =
    // vigil-ok: scala.sql-injection
    sql"SELECT id, name FROM users WHERE name = $name".as[(Int, String)]
}
