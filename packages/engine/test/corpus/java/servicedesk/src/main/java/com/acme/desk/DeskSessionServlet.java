package com.acme.desk;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/desk/session")
public class DeskSessionServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = "";
        java.util.Enumeration<String> headers = request.getHeaders("X-Pref");
        if (headers != null && headers.hasMoreElements()) {
            param = headers.nextElement();
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");
        Normalizer n = Normalizers.create();
        String bar = n.normalize(param);
        // vigil: java.trust-boundary
        request.getSession().putValue(bar, "10340");
        java.util.List<String> values = new java.util.ArrayList<>();
        values.add("safe");
        values.add(param);
        values.add("other");
        values.remove(0);
        String first = values.get(0);
        // vigil: java.trust-boundary
        request.getSession().setAttribute("userid", first);
        response.getWriter().println("Item: 'userid' with value saved in session.");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = request.getHeader("X-Pref");
        java.util.List<String> values = new java.util.ArrayList<>();
        values.add("safe");
        values.add(param);
        values.add("other");
        values.remove(0);
        String last = values.get(1);
        // vigil-ok: java.trust-boundary
        request.getSession().setAttribute("userid", last);
        int num = 86;
        String bar = (7 * 42) - num > 200 ? "constant" : param;
        // vigil-ok: java.trust-boundary
        request.getSession().putValue(bar, "10340");
    }
}
