package com.acme.desk.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import com.acme.desk.helpers.RequestValues;

/** Reads the request only through the project's wrapper. */
@WebServlet("/desk/lookup")
public class LookupServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        RequestValues values = new RequestValues(request);
        String term = values.value("term");
        StringBuilder sb = new StringBuilder("<p>Results for ");
        sb.append(term).append("</p>");
        // vigil: java.xss
        response.getWriter().println(sb.toString());
        // vigil: java.trust-boundary
        request.getSession().setAttribute("lastTerm", term);
        // vigil: java.path-traversal
        java.io.File cached = new java.io.File("/var/cache/desk", term + ".html");
        response.getWriter().println(cached.exists());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        RequestValues values = new RequestValues(request);
        String term = values.constant();
        // vigil-ok: java.xss
        response.getWriter().println("<p>" + term + "</p>");
        // vigil-ok: java.trust-boundary
        request.getSession().setAttribute("lastTerm", term);
    }
}
