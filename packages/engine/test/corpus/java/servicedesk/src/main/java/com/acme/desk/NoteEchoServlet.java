package com.acme.desk;

import java.io.IOException;
import java.util.Collections;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/notes/echo")
public class NoteEchoServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = "";
        boolean found = false;
        for (String name : Collections.list(request.getParameterNames())) {
            String[] values = request.getParameterValues(name);
            if (values != null) {
                for (int i = 0; i < values.length && !found; i++) {
                    if (values[i].equals("note")) {
                        param = name;
                        found = true;
                    }
                }
            }
        }
        String bar = new Step().run(request, param);
        response.setHeader("X-XSS-Protection", "0");
        Object[] args = {"a", "b"};
        // vigil: java.xss
        response.getWriter().format(java.util.Locale.US, bar, args);
        // vigil: java.xss
        response.getWriter().print(bar.toCharArray());
        // vigil: java.xss
        response.getWriter().println(String.format("<i>%s</i>", bar));
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = request.getParameterMap().get("note")[0];
        int num = 86;
        String bar = (7 * 42) - num > 200 ? "fixed text" : param;
        // vigil-ok: java.xss
        response.getWriter().print(bar.toCharArray());
        String other = new Step().run(request, "plain");
        // vigil-ok: java.xss
        response.getWriter().write(other);
    }

    private class Step {
        String run(HttpServletRequest request, String value) {
            String bar = value;
            if (value != null && value.length() > 1) {
                bar = value.substring(0, value.length() - 1);
            }
            return bar;
        }
    }
}
