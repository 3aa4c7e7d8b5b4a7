package com.acme.desk.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import com.acme.desk.helpers.RequestValues;
import com.acme.desk.helpers.Transform;
import com.acme.desk.helpers.Transforms;

public class WrapServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        RequestValues rv = new RequestValues(request);
        String param = rv.value("q");
        // vigil: java.xss
        response.getWriter().println(param);
        // vigil: java.trust-boundary
        request.getSession().setAttribute("q", param);
        // vigil: java.path-traversal
        java.io.File f = new java.io.File("/tmp/x", param);
        response.getWriter().println(f.exists());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = request.getParameter("q");
        Transform t = Transforms.create();
        String bar = t.apply(param);
        // vigil: java.xss
        response.getWriter().println(bar);
        // vigil-ok: java.xss
        response.getWriter().println(Transforms.escape(param));
        RequestValues rv = new RequestValues(request);
        // vigil-ok: java.xss
        response.getWriter().println(rv.constant());
    }
}
