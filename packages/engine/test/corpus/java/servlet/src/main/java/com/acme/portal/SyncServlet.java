package com.acme.portal;

import java.io.BufferedReader;
import java.io.FileInputStream;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.URL;
import java.net.URLConnection;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Enumeration;
import java.util.Map;
import java.util.Properties;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

/** Synchronises stock levels with the warehouse service and the partner feed. */
@WebServlet("/sync")
public class SyncServlet extends HttpServlet {
    private DataSource ds;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String warehouse = "";
        Map<String, String[]> form = request.getParameterMap();
        String[] values = form.get("warehouse");
        if (values != null && values.length > 0) warehouse = values[0];
        String region = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.startsWith("region-")) region = n.substring(7);
        }
        try (Connection c = ds.getConnection(); Statement st = c.createStatement()) {
            // vigil: java.sql-injection
            st.executeUpdate("UPDATE stock SET synced = 1 WHERE warehouse = '" + warehouse + "'");
            // vigil: java.sql-injection
            st.executeUpdate("UPDATE stock SET synced = 1 WHERE region = '" + region + "'");
        }
    }

    protected void fromHeaders(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String batch = "none";
        Enumeration<String> h = request.getHeaders("X-Batch");
        if (h != null && h.hasMoreElements()) batch = java.net.URLDecoder.decode(h.nextElement(), "UTF-8");
        String source = "web";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("sync-source".equals(c.getName())) source = c.getValue();
            }
        }
        String query = request.getQueryString();
        // vigil: java.command-injection
        Runtime.getRuntime().exec(new String[] {"/opt/sync/run.sh", "--batch=" + batch});
        // vigil: java.command-injection
        Runtime.getRuntime().exec("/opt/sync/run.sh --source=" + source);
        // vigil: java.xss
        response.getWriter().println("<p>synced " + query + "</p>");
        // vigil-ok: java.xss
        response.getWriter().println("<p>synced " + batch.length() + " items</p>");
    }

    protected void fromWarehouse(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String sku;
        try (Socket socket = new Socket("warehouse.internal", 7070);
             BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), "UTF-8"))) {
            sku = in.readLine();
        }
        URLConnection feed = new URL("https://feed.partner.example/stock").openConnection();
        String level;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(feed.getInputStream()))) {
            level = in.readLine();
        }
        try (Connection c = ds.getConnection(); Statement st = c.createStatement()) {
            // vigil: java.sql-injection
            st.executeUpdate("UPDATE stock SET level = 0 WHERE sku = '" + sku + "'");
            // vigil: java.sql-injection
            st.executeUpdate("UPDATE stock SET level = " + level + " WHERE sku = 'A-1'");
        }
    }

    protected void fromConfig(HttpServletRequest request, HttpServletResponse response) throws Exception {
        Properties props = new Properties();
        try (FileInputStream in = new FileInputStream("/etc/acme/sync.properties")) {
            props.load(in);
        }
        String table = props.getProperty("stock.table", "stock");
        String home = System.getenv("SYNC_HOME");
        String tmp = System.getProperty("java.io.tmpdir");
        try (Connection c = ds.getConnection(); Statement st = c.createStatement()) {
            // vigil-ok: java.sql-injection
            st.executeUpdate("UPDATE " + table + " SET synced = 0");
        }
        // vigil-ok: java.command-injection
        Runtime.getRuntime().exec(home + "/bin/reindex " + tmp);
    }
}
