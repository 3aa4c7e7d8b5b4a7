package com.acme.portal;

import java.io.File;
import java.io.FileOutputStream;
import java.io.ObjectInputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;
import javax.sql.DataSource;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

/** Operator tools: data fixes, exports, log viewing and directory checks. */
@WebServlet("/ops")
public class MaintenanceServlet extends HttpServlet {
    private DataSource ds;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String account = request.getParameter("account");
        String sql = "UPDATE account SET locked = 0 WHERE name = '" + account + "'";
        try (Connection c = ds.getConnection()) {
            // vigil: java.sql-injection
            PreparedStatement ps = c.prepareStatement(sql);
            ps.executeUpdate();
            // vigil-ok: java.sql-injection
            PreparedStatement bound = c.prepareStatement("UPDATE account SET locked = 0 WHERE name = ?");
            bound.setString(1, account);
            bound.executeUpdate();
            // vigil: java.sql-injection
            CallableStatement cs = c.prepareCall("{call unlock_account('" + account + "')}");
            cs.execute();
            Statement st = c.createStatement();
            // vigil: java.sql-injection
            st.addBatch("DELETE FROM session WHERE account = '" + account + "'");
            // vigil-ok: java.sql-injection
            st.addBatch("DELETE FROM session WHERE expires < now()");
            st.executeBatch();
        }
    }

    protected void tools(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String host = request.getParameter("host");
        String[] env = {"TARGET=" + host};
        // vigil: java.command-injection
        Runtime.getRuntime().exec("/opt/ops/ping.sh", env);
        // vigil-ok: java.command-injection
        Runtime.getRuntime().exec(new String[] {"/opt/ops/ping.sh", "localhost"}, null, new File("/opt/ops"));
        List<String> cmd = new ArrayList<>();
        cmd.add("/usr/bin/dig");
        cmd.add(host);
        // vigil: java.command-injection
        new ProcessBuilder(cmd).start();
        ProcessBuilder pb = new ProcessBuilder();
        // vigil: java.command-injection
        pb.command("/bin/sh", "-c", "traceroute " + host);
        ProcessBuilder fixed = new ProcessBuilder();
        // vigil-ok: java.command-injection
        fixed.command("/usr/bin/uptime");
    }

    protected void exports(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String name = request.getParameter("name");
        // vigil: java.path-traversal
        File f = new File("/srv/exports", name);
        // vigil: java.path-traversal
        FileOutputStream out = new FileOutputStream("/srv/exports/" + name + ".csv");
        out.close();
        // vigil: java.path-traversal
        java.io.RandomAccessFile raf = new java.io.RandomAccessFile("/srv/exports/" + name + ".idx", "r");
        raf.close();
        // vigil: java.path-traversal
        byte[] data = java.nio.file.Files.readAllBytes(java.nio.file.Paths.get("/srv/exports", name));
        // vigil: java.path-traversal
        Path p = Path.of("/srv/exports/" + name);
        // vigil-ok: java.path-traversal
        Path safe = Paths.get("/srv/exports", new File(name).getName());
        // vigil-ok: java.path-traversal
        byte[] listing = Files.readAllBytes(Paths.get("/srv/exports/index.txt"));
        response.getOutputStream().write(data.length + listing.length + p.getNameCount() + safe.getNameCount());
    }

    protected void logs(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String filter = request.getParameter("filter");
        PrintWriter out = response.getWriter();
        Object[] args = {"logs", filter};
        // vigil: java.xss
        out.printf("<h2>%s</h2><p>%s</p>", args);
        // vigil: java.xss
        out.format("<p>%s</p>", filter);
        // vigil: java.xss
        out.append("<p>").append(filter).append("</p>");
        // vigil: java.xss
        response.getOutputStream().print(filter);
        Object[] counts = {"logs", filter.length()};
        // vigil-ok: java.xss
        out.printf("<h2>%s</h2><p>%d</p>", counts);
    }

    protected void checks(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String user = request.getParameter("user");
        InitialDirContext ctx = new InitialDirContext();
        // vigil: java.ldap-injection
        ctx.search("ou=staff,dc=acme,dc=com", "(cn=" + user + ")", new SearchControls());
        // vigil-ok: java.ldap-injection
        ctx.search("ou=staff,dc=acme,dc=com", "(cn={0})", new Object[] {user}, new SearchControls());
        XPath xp = XPathFactory.newInstance().newXPath();
        // vigil: java.xpath-injection
        xp.compile("/staff/member[@id='" + user + "']");
        HttpSession session = request.getSession();
        // vigil: java.trust-boundary
        session.setAttribute(user, Boolean.TRUE);
        // vigil: java.trust-boundary
        request.getSession().putValue("checkedUser", user);
        // vigil-ok: java.trust-boundary
        session.setAttribute("checkedAt", Long.valueOf(System.currentTimeMillis()));
    }

    protected void restore(HttpServletRequest request, HttpServletResponse response) throws Exception {
        ObjectInputStream in = new ObjectInputStream(request.getInputStream());
        // vigil: java.insecure-deserialization
        Object snapshot = in.readObject();
        response.getWriter().println(snapshot == null ? "empty" : "restored");
    }
}
