import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;

public class UserDao {
    private static final String TABLE = "users";
    private final JdbcTemplate jdbcTemplate;
    private final Connection conn;

    UserDao(JdbcTemplate jdbcTemplate, Connection conn) {
        this.jdbcTemplate = jdbcTemplate;
        this.conn = conn;
    }

    ResultSet byName(String name) throws Exception {
        Statement st = conn.createStatement();
        // vigil: java.sql-nonliteral
        return st.executeQuery("SELECT id, email FROM users WHERE name = '" + name + "'");
    }

    List<Map<String, Object>> byStatus(String status, String order) {
        // vigil: java.sql-nonliteral
        return jdbcTemplate.queryForList("SELECT * FROM orders WHERE status = '" + status + "' ORDER BY " + order);
    }

    int purge(String days) throws Exception {
        // vigil: java.sql-nonliteral
        return conn.createStatement().executeUpdate(String.format("DELETE FROM audit WHERE age > %s", days));
    }

    void dropTable(String table) throws Exception {
        // vigil: java.sql-nonliteral
        conn.createStatement().execute("DROP TABLE " + table);
    }

    ResultSet byNameBound(String name) throws Exception {
        // vigil-ok: java.sql-nonliteral
        PreparedStatement ps = conn.prepareStatement("SELECT id, email FROM users WHERE name = ?");
        ps.setString(1, name);
        return ps.executeQuery();
    }

    ResultSet all() throws Exception {
        // vigil-ok: java.sql-nonliteral
        return conn.createStatement().executeQuery("SELECT id FROM " + TABLE + " ORDER BY id");
    }

    List<Map<String, Object>> byStatusBound(String status) {
        // vigil-ok: java.sql-nonliteral
        return jdbcTemplate.queryForList("SELECT * FROM orders WHERE status = ?", status);
    }
}
