package com.acme.helpdesk;

import java.io.IOException;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/preferences")
public class PreferenceServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String key = "";
        Enumeration<String> names = request.getParameterNames();
        if (names.hasMoreElements()) {
            key = names.nextElement();
        }
        // vigil: java.trust-boundary
        request.getSession().setAttribute(key, "enabled");
        String theme = request.getParameter("theme");
        StringBuilder sb = new StringBuilder();
        sb.append("theme-").append(theme);
        // vigil: java.trust-boundary
        request.getSession().putValue("ui.theme", sb.toString());
        response.getWriter().println("saved");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String theme = request.getParameter("theme");
        String chosen = (3 * 5) % 2 == 0 ? theme : "light";
        // vigil-ok: java.trust-boundary
        request.getSession().setAttribute("ui.theme", chosen);
        // vigil-ok: java.trust-boundary
        request.getSession().putValue("ui.visits", Integer.toString(theme == null ? 0 : 1));
        response.getWriter().println("ok");
    }
}
