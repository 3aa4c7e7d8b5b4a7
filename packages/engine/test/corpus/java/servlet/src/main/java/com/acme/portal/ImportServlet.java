package com.acme.portal;

import java.io.BufferedReader;
import java.sql.Connection;
import java.sql.Statement;
import java.util.LinkedList;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

/** Imports price lists posted as plain text, one line per product. */
@WebServlet("/import")
public class ImportServlet extends HttpServlet {
    private DataSource ds;

    /** A filter on one column, built once and read back later. */
    static final class Filter {
        private final String clause;

        Filter(String column, String value) {
            this.clause = column + " = '" + value + "'";
        }

        String clause() {
            return clause;
        }
    }

    /** A label the caller sets after construction. */
    static final class Label {
        private String text = "";

        void setText(String text) {
            this.text = text;
        }

        String getText() {
            return text;
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        BufferedReader reader = request.getReader();
        StringBuilder body = new StringBuilder();
        String line;
        while ((line = reader.readLine()) != null) {
            body.append(line);
        }
        Filter byCode = new Filter("code", request.getParameter("code"));
        Filter fixed = new Filter("code", "A-100");
        Label label = new Label();
        label.setText(request.getHeader("X-Batch"));
        Label plain = new Label();
        plain.setText("nightly");
        LinkedList<String> queue = new LinkedList<>();
        queue.addLast(request.getParameter("sku"));
        queue.addFirst("DEFAULT");
        try (Connection c = ds.getConnection(); Statement st = c.createStatement()) {
            // vigil: java.sql-injection
            st.executeUpdate("INSERT INTO price_import (payload) VALUES ('" + body + "')");
            // vigil: java.sql-injection
            st.executeQuery("SELECT * FROM products WHERE " + byCode.clause());
            // vigil-ok: java.sql-injection
            st.executeQuery("SELECT * FROM products WHERE " + fixed.clause());
            // vigil: java.sql-injection
            st.executeUpdate("UPDATE batches SET label = '" + label.getText() + "'");
            // vigil-ok: java.sql-injection
            st.executeUpdate("UPDATE batches SET label = '" + plain.getText() + "'");
            // vigil-ok: java.sql-injection
            st.executeQuery("SELECT * FROM products WHERE sku = '" + queue.getFirst() + "'");
            // vigil: java.sql-injection
            st.executeQuery("SELECT * FROM products WHERE sku = '" + queue.getLast() + "'");
        }
    }
}
