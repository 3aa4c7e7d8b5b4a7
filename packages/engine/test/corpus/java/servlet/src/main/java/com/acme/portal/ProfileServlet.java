package com.acme.portal;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.Statement;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;
import org.owasp.encoder.Encode;
import org.owasp.esapi.ESAPI;
import org.owasp.esapi.codecs.MySQLCodec;

/** Public member profiles: display name, bio, a search box and the links out of the site. */
@WebServlet("/profile")
public class ProfileServlet extends HttpServlet {
    private DataSource ds;
    private DirContext directory;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name");
        PrintWriter out = response.getWriter();
        // vigil: java.xss
        out.println("<h1>" + name + "</h1>");
        // vigil-ok: java.xss
        out.println("<h1>" + org.apache.commons.lang.StringEscapeUtils.escapeHtml(name) + "</h1>");
        // vigil-ok: java.xss
        out.println("<h1>" + org.apache.commons.lang3.StringEscapeUtils.escapeHtml4(name) + "</h1>");
        // vigil-ok: java.xss
        out.println("<h1>" + org.apache.commons.text.StringEscapeUtils.escapeHtml4(name) + "</h1>");
        // vigil-ok: java.xss
        out.println("<h1>" + org.springframework.web.util.HtmlUtils.htmlEscape(name) + "</h1>");
        // vigil-ok: java.xss
        out.println("<h1>" + ESAPI.encoder().encodeForHTML(name) + "</h1>");
        // vigil-ok: java.xss
        out.println("<p title='" + Encode.forHtmlAttribute(name) + "'>" + Encode.forHtml(name) + "</p>");
        // vigil-ok: java.xss
        out.println("<a href='/search?q=" + java.net.URLEncoder.encode(name, "UTF-8") + "'>more</a>");
    }

    protected void bio(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String bio = request.getParameter("bio");
        String html = org.apache.commons.text.StringEscapeUtils.escapeHtml4(bio);
        try (Connection c = ds.getConnection(); Statement st = c.createStatement()) {
            // vigil: java.sql-injection
            st.executeUpdate("UPDATE profile SET bio = '" + html + "' WHERE id = 1");
            String sqlSafe = ESAPI.encoder().encodeForSQL(new MySQLCodec(MySQLCodec.Mode.STANDARD), bio);
            // vigil-ok: java.sql-injection
            st.executeUpdate("UPDATE profile SET bio = '" + sqlSafe + "' WHERE id = 1");
            // vigil: java.xss
            response.getWriter().print(sqlSafe);
        }
    }

    protected void avatar(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String file = request.getParameter("file");
        String os = ESAPI.encoder().encodeForOS(new org.owasp.esapi.codecs.UnixCodec(), file);
        // vigil-ok: java.command-injection
        Runtime.getRuntime().exec("convert /srv/avatars/" + os + " -resize 64x64 /tmp/thumb.png");
        String asHtml = Encode.forHtml(file);
        // vigil: java.command-injection
        Runtime.getRuntime().exec("convert /srv/avatars/" + asHtml + " -resize 64x64 /tmp/thumb.png");
    }

    protected void directory(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String uid = request.getParameter("uid");
        String filterValue = ESAPI.encoder().encodeForLDAP(uid);
        // vigil-ok: java.ldap-injection
        directory.search("ou=people,dc=acme,dc=com", "(uid=" + filterValue + ")", new SearchControls());
        String htmlValue = org.springframework.web.util.HtmlUtils.htmlEscape(uid);
        // vigil: java.ldap-injection
        directory.search("ou=people,dc=acme,dc=com", "(uid=" + htmlValue + ")", new SearchControls());
    }

    protected void nickname(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String nick = org.owasp.esapi.ESAPI.validator().getValidInput("nickname", request.getParameter("nick"), "SafeString", 40, false);
        // vigil-ok: java.xss
        response.getWriter().print("<b>" + nick + "</b>");
        try (Connection c = ds.getConnection()) {
            // vigil-ok: java.sql-injection
            c.createStatement().execute("UPDATE profile SET nick = '" + nick + "' WHERE id = 1");
        }
    }

    protected void leave(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String target = request.getParameter("next");
        String encoded = java.net.URLEncoder.encode(target, "UTF-8");
        // vigil-ok: java.open-redirect
        response.sendRedirect("https://partners.acme.com/out?to=" + encoded);
        // vigil-ok: java.header-injection
        response.setHeader("X-Next", encoded);
        // vigil: java.header-injection
        response.setHeader("X-Next", target);
        // vigil: java.open-redirect
        response.sendRedirect(target);
    }
}
