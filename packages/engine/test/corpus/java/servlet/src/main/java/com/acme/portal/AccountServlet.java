package com.acme.portal;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

import org.apache.commons.text.StringEscapeUtils;

@WebServlet("/accounts/*")
public class AccountServlet extends HttpServlet {
    private DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String accountId = request.getParameter("id");
        String view = request.getParameter("view");
        response.setContentType("text/html;charset=UTF-8");
        PrintWriter out = response.getWriter();
        try (Connection conn = dataSource.getConnection()) {
            Statement stmt = conn.createStatement();
            // vigil: java.sql-injection
            ResultSet rs = stmt.executeQuery("SELECT owner, balance FROM accounts WHERE id = '" + accountId + "'");
            while (rs.next()) {
                // vigil-ok: java.xss
                out.println("<td>" + StringEscapeUtils.escapeHtml4(rs.getString("owner")) + "</td>");
            }
            PreparedStatement ps = conn.prepareStatement("SELECT owner, balance FROM accounts WHERE id = ?");
            ps.setString(1, accountId);
            // vigil-ok: java.sql-injection
            ResultSet safe = ps.executeQuery();
            safe.close();
        } catch (SQLException e) {
            throw new IOException(e);
        }
        // vigil: java.xss
        out.println("<h2>View: " + view + "</h2>");
        // vigil-ok: java.xss
        out.println("<h2>View: " + StringEscapeUtils.escapeHtml4(view) + "</h2>");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String note = request.getParameter("note");
        String id = request.getParameter("id");
        try (Connection conn = dataSource.getConnection()) {
            String sql = String.format("UPDATE accounts SET note = '%s' WHERE id = %s", note, id);
            // vigil: java.sql-injection
            conn.createStatement().executeUpdate(sql);
            StringBuilder sb = new StringBuilder("DELETE FROM account_flags WHERE account_id = ");
            sb.append(id);
            // vigil: java.sql-injection
            conn.prepareStatement(sb.toString()).execute();
            int numericId = Integer.parseInt(id);
            // vigil-ok: java.sql-injection
            conn.createStatement().execute("UPDATE accounts SET touched = now() WHERE id = " + numericId);
        } catch (SQLException e) {
            throw new IOException(e);
        }
        String ret = request.getParameter("returnUrl");
        // vigil: java.open-redirect
        response.sendRedirect(ret);
    }

    @Override
    protected void doDelete(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // vigil-ok: java.open-redirect
        response.sendRedirect(request.getContextPath() + "/accounts");
    }
}
