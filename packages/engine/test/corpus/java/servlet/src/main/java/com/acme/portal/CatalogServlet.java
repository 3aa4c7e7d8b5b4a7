package com.acme.portal;

import java.io.IOException;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

/** Catalogue search: filters, sort orders and saved views. */
@WebServlet("/catalog")
public class CatalogServlet extends HttpServlet {
    private static final String SORT_MODES = "NPD";
    private DataSource ds;
    private String lastCategory;

    interface Normalizer {
        String normalize(String value);
    }

    static class CategoryNormalizer implements Normalizer {
        public String normalize(String value) {
            return value.toLowerCase();
        }
    }

    private class ViewLabel {
        String label(String value) {
            return "view:" + value;
        }

        String placeholder(String value) {
            return "view:default";
        }
    }

    private Statement statement() throws Exception {
        Connection c = ds.getConnection();
        return c.createStatement();
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String category = request.getParameter("category");
        String column;
        String mode = "NPD";
        switch (mode.charAt(1)) {
            case 'N':
                column = category;
                break;
            case 'P':
                column = "price";
                break;
            default:
                column = category;
        }
        String other;
        switch (SORT_MODES.charAt(0)) {
            case 'N':
                other = category;
                break;
            default:
                other = "name";
        }
        try (Statement st = statement()) {
            // vigil-ok: java.sql-injection
            st.executeQuery("SELECT * FROM product ORDER BY " + column);
            // vigil: java.sql-injection
            st.executeQuery("SELECT * FROM product ORDER BY " + other);
        } catch (Exception e) {
            throw new IOException(e);
        }
    }

    protected void filters(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String category = request.getParameter("category");
        int threshold = 86;
        String a = (7 * 42) - threshold > 200 ? "books" : category;
        String b = (7 * 42) + threshold < 200 ? "books" : category;
        String c = "books";
        if (String.valueOf(threshold).length() > 5) c = category;
        String d = "books";
        if ("NPD".equals(SORT_MODES)) d = category;
        try (Statement st = statement()) {
            // vigil-ok: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE category = '" + a + "'");
            // vigil: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE category = '" + b + "'");
            // vigil-ok: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE category = '" + c + "'");
            // vigil: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE category = '" + d + "'");
        }
    }

    protected void savedViews(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String category = request.getParameter("category");
        Map<String, Object> view = new HashMap<String, Object>();
        view.put("title", "Saved view");
        view.put("category", category);
        List<String> recent = new ArrayList<String>();
        recent.add("garden");
        recent.add(category);
        recent.add("toys");
        recent.remove(0);
        String[] slots = new String[3];
        slots[0] = "home";
        slots[2] = category;
        try (Statement st = statement()) {
            // vigil: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE category = '" + view.get("category") + "'");
            // vigil-ok: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE title = '" + view.get("title") + "'");
            // vigil: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE category = '" + recent.get(0) + "'");
            // vigil-ok: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE category = '" + recent.get(1) + "'");
            // vigil: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE category = '" + slots[2] + "'");
            // vigil-ok: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE category = '" + slots[0] + "'");
        }
    }

    protected void encodedFilter(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String raw = request.getParameter("f");
        String decoded = java.net.URLDecoder.decode(raw, "UTF-8");
        String packed = Base64.getEncoder().encodeToString(decoded.getBytes("UTF-8"));
        String unpacked = new String(Base64.getDecoder().decode(packed), "UTF-8");
        String viaCodec = new String(org.apache.commons.codec.binary.Base64.decodeBase64(
                org.apache.commons.codec.binary.Base64.encodeBase64(unpacked.getBytes())));
        StringBuilder sql = new StringBuilder("SELECT * FROM product WHERE ");
        sql.append("tag = '").append(viaCodec.split(",")[0]).append("'");
        StringBuilder fixed = new StringBuilder("SELECT * FROM product WHERE tag = 'x'");
        fixed.replace(0, 6, "SELECT");
        try (Statement st = statement()) {
            // vigil: java.sql-injection
            st.executeQuery(sql.toString());
            // vigil-ok: java.sql-injection
            st.executeQuery(fixed.toString());
            // vigil: java.sql-injection
            st.executeQuery(String.format("SELECT * FROM product WHERE tag IN (%s)", String.join(",", "'a'", unpacked.substring(1))));
        }
    }

    protected void helpers(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String category = request.getParameter("category");
        this.lastCategory = category;
        Normalizer n = new CategoryNormalizer();
        AuditFormatter audit = new AuditFormatter();
        try (Statement st = statement()) {
            // vigil: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE category = '" + n.normalize(category) + "'");
            // vigil: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE label = '" + new ViewLabel().label(category) + "'");
            // vigil-ok: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE label = '" + new ViewLabel().placeholder(category) + "'");
            // vigil: java.sql-injection
            st.executeUpdate("INSERT INTO audit(entry) VALUES ('" + audit.line("web", category) + "')");
            // vigil-ok: java.sql-injection
            st.executeUpdate("INSERT INTO audit(entry) VALUES ('" + new AuditFormatter().redacted(category) + "')");
            // vigil: java.sql-injection
            st.executeQuery("SELECT * FROM product WHERE category = '" + this.lastCategory + "'");
        }
    }
}
