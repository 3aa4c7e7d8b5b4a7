import java.sql.*;
import java.util.*;
import javax.servlet.http.*;
import org.springframework.web.bind.annotation.*;
import org.springframework.jdbc.core.JdbcTemplate;

public class AccountServlet extends HttpServlet {
    private Connection conn;
    private static final boolean LEGACY = false;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String id = request.getParameter("id");
        Statement stmt = conn.createStatement();
        // vigil: java.sql-injection
        ResultSet rs = stmt.executeQuery("SELECT * FROM accounts WHERE id = '" + id + "'");
        PreparedStatement ps = conn.prepareStatement("SELECT * FROM accounts WHERE id = ?");
        ps.setString(1, id);
        // vigil-ok: java.sql-injection
        ResultSet rs2 = ps.executeQuery();
        StringBuilder sb = new StringBuilder("SELECT * FROM audit WHERE who = '");
        sb.append(id).append("'");
        // vigil: java.sql-injection
        stmt.execute(sb.toString());
        // vigil-ok: java.sql-injection
        stmt.execute("SELECT * FROM audit WHERE id = " + Integer.parseInt(id));
        String sql = String.format("DELETE FROM sessions WHERE owner = '%s'", id);
        // vigil: java.sql-injection
        stmt.addBatch(sql);
        if (LEGACY) {
            // vigil-ok: java.sql-injection
            stmt.executeUpdate("UPDATE accounts SET seen = 1 WHERE id = " + id);
        }
        Map<String, String> m = new HashMap<>();
        m.put("safe", "1");
        m.put("user", id);
        // vigil-ok: java.sql-injection
        stmt.executeQuery("SELECT * FROM t WHERE id = " + m.get("safe"));
        // vigil: java.sql-injection
        stmt.executeQuery("SELECT * FROM t WHERE id = " + m.get("user"));
        List<String> parts = new ArrayList<>();
        parts.add(id);
        parts.add("constant");
        parts.remove(0);
        // vigil-ok: java.sql-injection
        stmt.executeQuery("SELECT * FROM t WHERE id = " + parts.get(0));
    }
}

@RestController
class SearchController {
    private JdbcTemplate jdbcTemplate;

    @GetMapping("/search")
    public List<Map<String, Object>> search(@RequestParam("q") String q, @RequestParam("limit") int limit) {
        // vigil: java.sql-injection
        List<Map<String, Object>> a = jdbcTemplate.queryForList("SELECT * FROM items WHERE name LIKE '%" + q + "%'");
        // vigil-ok: java.sql-injection
        List<Map<String, Object>> b = jdbcTemplate.queryForList("SELECT * FROM items WHERE name LIKE ?", "%" + q + "%");
        int x = 5;
        if (x * 2 < 3) {
            // vigil-ok: java.sql-injection
            jdbcTemplate.update("DELETE FROM items WHERE name = '" + q + "'");
        }
        return a;
    }
}
