package com.acme.shop;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.servlet.http.HttpServletRequest;
import javax.sql.DataSource;

/** Order queries built from request data: aliasing, collections, branches and helpers. */
public class OrderService {
    private static final boolean LEGACY_SEARCH = false;
    private static final int PAGE = 25;
    private final DataSource ds;

    public OrderService(DataSource ds) {
        this.ds = ds;
    }

    public void byStatus(HttpServletRequest request) throws SQLException {
        Map<String, String> criteria = new HashMap<>();
        criteria.put("status", "OPEN");
        criteria.put("customer", request.getParameter("customer"));
        String status = criteria.get("status");
        String customer = criteria.get("customer");
        try (Connection c = ds.getConnection()) {
            // vigil-ok: java.sql-injection
            c.createStatement().executeQuery("SELECT * FROM orders WHERE status = '" + status + "'");
            // vigil: java.sql-injection
            c.createStatement().executeQuery("SELECT * FROM orders WHERE customer = '" + customer + "'");
        }
    }

    public void byTags(HttpServletRequest request) throws SQLException {
        List<String> tags = new ArrayList<>();
        tags.add("express");
        tags.add(request.getParameter("tag"));
        tags.add("gift");
        tags.remove(0);
        String first = tags.get(0);
        String last = tags.get(1);
        try (Connection c = ds.getConnection()) {
            // vigil: java.sql-injection
            c.createStatement().executeQuery("SELECT id FROM orders WHERE tag = '" + first + "'");
            // vigil-ok: java.sql-injection
            c.createStatement().executeQuery("SELECT id FROM orders WHERE tag = '" + last + "'");
        }
    }

    public void legacy(HttpServletRequest request) throws SQLException {
        String ref = request.getParameter("ref");
        String query = "SELECT * FROM orders WHERE ref = 'none'";
        if (LEGACY_SEARCH) {
            query = "SELECT * FROM orders WHERE ref = '" + ref + "'";
        }
        if (PAGE * 2 < 10) {
            query = "SELECT * FROM orders WHERE legacy_ref = '" + ref + "'";
        }
        try (Connection c = ds.getConnection()) {
            // vigil-ok: java.sql-injection
            c.createStatement().executeQuery(query);
        }
    }

    public void bySwitch(HttpServletRequest request) throws SQLException {
        String region = request.getParameter("region");
        String column;
        int mode = 3;
        switch (mode) {
            case 1:
                column = region;
                break;
            case 3:
                column = "region_code";
                break;
            default:
                column = "country";
        }
        String chosen = (PAGE > 10) ? region : "eu";
        String fallback = (PAGE < 10) ? region : "eu";
        try (Connection c = ds.getConnection()) {
            // vigil-ok: java.sql-injection
            c.createStatement().executeQuery("SELECT " + column + " FROM orders");
            // vigil: java.sql-injection
            c.createStatement().executeQuery("SELECT * FROM orders WHERE region = '" + chosen + "'");
            // vigil-ok: java.sql-injection
            c.createStatement().executeQuery("SELECT * FROM orders WHERE home_region = '" + fallback + "'");
        }
    }

    public void byIds(HttpServletRequest request) throws SQLException {
        String[] ids = request.getParameterValues("id");
        StringBuilder in = new StringBuilder();
        for (String id : ids) {
            if (in.length() > 0) in.append(',');
            in.append(id);
        }
        String idList = in.toString();
        try (Connection c = ds.getConnection()) {
            // vigil: java.sql-injection
            c.createStatement().executeUpdate("UPDATE orders SET archived = true WHERE id IN (" + idList + ")");
        }
    }

    public void byNote(HttpServletRequest request) throws SQLException {
        String encoded = java.util.Base64.getEncoder().encodeToString(request.getParameter("note").getBytes());
        String note = new String(java.util.Base64.getDecoder().decode(encoded));
        String escaped = org.springframework.web.util.HtmlUtils.htmlEscape(request.getParameter("memoId"));
        try (Connection c = ds.getConnection()) {
            // vigil: java.sql-injection
            c.createStatement().executeUpdate("INSERT INTO notes (body) VALUES ('" + note + "')");
            // vigil: java.sql-injection
            c.createStatement().executeUpdate("DELETE FROM memos WHERE id = " + escaped);
        }
    }

    public void overwritten(HttpServletRequest request) throws SQLException {
        String sku = request.getParameter("sku");
        String alias = sku;
        alias = "SKU-0001";
        try (Connection c = ds.getConnection()) {
            // vigil-ok: java.sql-injection
            c.createStatement().executeQuery("SELECT * FROM stock WHERE sku = '" + alias + "'");
            // vigil: java.sql-injection
            c.createStatement().executeQuery("SELECT * FROM stock WHERE sku = '" + wrap(sku) + "'");
            // vigil-ok: java.sql-injection
            c.createStatement().executeQuery("SELECT * FROM stock WHERE sku = '" + SqlGuard.digitsOnly(sku) + "'");
            // vigil: java.sql-injection
            c.createStatement().executeQuery("SELECT * FROM stock WHERE " + SqlGuard.eq("sku", sku));
        }
    }

    private static String wrap(String s) {
        return "%" + s.trim() + "%";
    }
}
