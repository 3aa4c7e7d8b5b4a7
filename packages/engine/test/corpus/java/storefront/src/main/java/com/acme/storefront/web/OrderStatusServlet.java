package com.acme.storefront.web;

import com.acme.storefront.util.Markup;
import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/** Order status pages for the legacy storefront, and their plain-text and JSON variants. */
public class OrderStatusServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String reference = request.getParameter("ref");
        String format = request.getParameter("format");
        if ("text".equals(format)) {
            writeText(reference, response);
        } else if ("json".equals(format)) {
            writeJson(reference, response);
        } else {
            writeHtml(reference, response);
        }
    }

    private void writeHtml(String reference, HttpServletResponse response) throws IOException {
        response.setContentType("text/html;charset=UTF-8");
        PrintWriter out = response.getWriter();
        // vigil-ok: java.xss
        out.println("<h1>Order " + Markup.escape(reference) + "</h1>");
        // vigil: java.xss
        out.println("<p>Reference: " + Markup.stripScripts(reference) + "</p>");
    }

    private void writeText(String reference, HttpServletResponse response) throws IOException {
        response.setContentType("text/plain;charset=UTF-8");
        PrintWriter out = response.getWriter();
        // vigil-ok: java.xss
        out.println("Order " + reference + ": shipped");
    }

    private void writeJson(String reference, HttpServletResponse response) throws IOException {
        response.setContentType("application/json");
        PrintWriter out = response.getWriter();
        // vigil-ok: java.xss
        out.print("{\"reference\":\"" + reference.replace("\"", "") + "\",\"status\":\"shipped\"}");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String note = request.getParameter("note");
        PrintWriter out = response.getWriter();
        // vigil: java.xss
        out.println("<p>Note saved: " + note + "</p>");
    }
}
