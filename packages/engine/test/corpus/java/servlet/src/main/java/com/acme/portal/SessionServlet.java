package com.acme.portal;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.Base64;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

import com.fasterxml.jackson.databind.ObjectMapper;

public class SessionServlet extends HttpServlet {
    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession();
        String role = req.getParameter("role");
        // vigil: java.trust-boundary
        session.setAttribute("role", role);
        // vigil-ok: java.trust-boundary
        session.setAttribute("lastSeen", System.currentTimeMillis());
        String lang = req.getParameter("lang");
        if ("en".equals(lang) || "de".equals(lang) || "fr".equals(lang)) {
            // vigil-ok: java.trust-boundary
            session.setAttribute("lang", lang);
        }
        // vigil: java.trust-boundary
        session.putValue("displayName", req.getHeader("X-Display-Name"));
    }

    protected void restore(HttpServletRequest req, HttpServletResponse resp) throws IOException, ClassNotFoundException {
        ObjectInputStream ois = new ObjectInputStream(req.getInputStream());
        // vigil: java.insecure-deserialization
        Object state = ois.readObject();
        resp.getWriter().println(state.getClass().getSimpleName());
    }

    protected void restoreFromCookie(HttpServletRequest req, HttpServletResponse resp) throws IOException, ClassNotFoundException {
        for (Cookie c : req.getCookies()) {
            if ("state".equals(c.getName())) {
                byte[] raw = Base64.getDecoder().decode(c.getValue());
                // vigil: java.insecure-deserialization
                Object o = new ObjectInputStream(new java.io.ByteArrayInputStream(raw)).readObject();
                resp.getWriter().println(o != null);
            }
        }
    }

    protected void restoreJson(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        // vigil-ok: java.insecure-deserialization
        UserPrefs prefs = mapper.readValue(req.getInputStream(), UserPrefs.class);
        resp.setContentType("text/html");
        // vigil: java.xss
        resp.getWriter().println("<p>Theme " + prefs.theme + " saved</p>");
    }

    protected void loadPlugin(HttpServletRequest req, HttpServletResponse resp) throws Exception {
        String impl = req.getParameter("exporter");
        // vigil: java.unsafe-reflection
        Class<?> cls = Class.forName(impl);
        Object exporter = cls.getDeclaredConstructor().newInstance();
        resp.getWriter().println(exporter.getClass().getName());
    }

    protected void loadKnownPlugin(HttpServletRequest req, HttpServletResponse resp) throws Exception {
        String kind = req.getParameter("exporter");
        String impl = "pdf".equals(kind) ? "com.acme.portal.export.PdfExporter" : "com.acme.portal.export.CsvExporter";
        // vigil-ok: java.unsafe-reflection
        Class<?> cls = Class.forName(impl);
        resp.getWriter().println(cls.getSimpleName());
    }

    public static class UserPrefs {
        public String theme;
    }
}
