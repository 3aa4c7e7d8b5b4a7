package com.acme.helpdesk;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.ServletOutputStream;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/queue/status")
public class QueueStatusServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String queue = "default";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("queue".equals(c.getName())) {
                    queue = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
                    break;
                }
            }
        }
        Map<String, Object> view = new HashMap<>();
        view.put("title", "Queue");
        view.put("name", queue);
        String name = (String) view.get("name");
        ServletOutputStream out = response.getOutputStream();
        // vigil: java.xss
        out.println("<h1>" + name + "</h1>");
        String query = request.getQueryString();
        // vigil: java.xss
        response.getWriter().print(query);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String queue = "default";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("queue".equals(c.getName())) {
                    queue = c.getValue();
                }
            }
        }
        Map<String, Object> view = new HashMap<>();
        view.put("title", "Queue");
        view.put("name", queue);
        String title = (String) view.get("title");
        ServletOutputStream out = response.getOutputStream();
        // vigil-ok: java.xss
        out.println("<h1>" + title + "</h1>");
        List<String> items = new ArrayList<>();
        items.add("open");
        items.add(queue);
        items.add("closed");
        items.remove(0);
        String last = items.get(1);
        // vigil-ok: java.xss
        response.getWriter().print(last);
    }
}
