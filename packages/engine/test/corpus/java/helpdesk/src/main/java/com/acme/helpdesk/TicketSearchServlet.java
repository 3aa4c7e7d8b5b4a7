package com.acme.helpdesk;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

@WebServlet("/tickets/search")
public class TicketSearchServlet extends HttpServlet {
    private DataSource dataSource;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String owner = request.getHeader("X-Owner");
        String status = request.getParameter("status");
        String sql = new QueryParts().where("owner", owner);
        try (Connection conn = dataSource.getConnection()) {
            Statement st = conn.createStatement();
            // vigil: java.sql-injection
            ResultSet rs = st.executeQuery(sql);
            // vigil: java.sql-injection
            st.addBatch("UPDATE tickets SET seen = 1 WHERE status = '" + status + "'");
            // vigil: java.sql-injection
            PreparedStatement ps = conn.prepareStatement("SELECT id FROM tickets WHERE status = '" + status + "'");
            response.getWriter().println(rs.next() && ps.execute());
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String owner = request.getHeader("X-Owner");
        String status = request.getParameter("status");
        try (Connection conn = dataSource.getConnection()) {
            // vigil-ok: java.sql-injection
            PreparedStatement ps = conn.prepareStatement("SELECT id FROM tickets WHERE owner = ? AND status = ?");
            ps.setString(1, owner);
            ps.setString(2, status);
            String column = (9 + 4) * 2 < 20 ? owner : "created_at";
            Statement st = conn.createStatement();
            // vigil-ok: java.sql-injection
            ResultSet rs = st.executeQuery("SELECT id FROM tickets ORDER BY " + column);
            int page = Integer.parseInt(request.getParameter("page"));
            // vigil-ok: java.sql-injection
            st.addBatch("UPDATE tickets SET page = " + page);
            response.getWriter().println(ps.execute() && rs.next());
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }

    static class QueryParts {
        String where(String column, String value) {
            StringBuilder sb = new StringBuilder("SELECT id FROM tickets WHERE ");
            sb.append(column).append(" = '").append(value).append("'");
            return sb.toString();
        }
    }
}
