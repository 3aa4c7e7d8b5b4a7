package com.acme.helpdesk;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URLDecoder;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/agent/banner")
public class AgentBannerServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String agent = "";
        Enumeration<String> values = request.getHeaders("X-Agent-Name");
        if (values != null && values.hasMoreElements()) {
            agent = values.nextElement();
        }
        agent = URLDecoder.decode(agent, "UTF-8");
        String greeting;
        char pick = "ABC".charAt(1);
        switch (pick) {
            case 'A':
                greeting = "static";
                break;
            case 'B':
                greeting = agent;
                break;
            default:
                greeting = "none";
                break;
        }
        PrintWriter out = response.getWriter();
        // vigil: java.xss
        out.append("<div class=banner>").append(greeting).append("</div>");
        // vigil: java.xss
        out.print(new Banner(greeting).html());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String agent = request.getHeader("X-Agent-Name");
        String greeting;
        char pick = "ABC".charAt(2);
        switch (pick) {
            case 'A':
                greeting = "static";
                break;
            case 'B':
                greeting = agent;
                break;
            default:
                greeting = "none";
                break;
        }
        PrintWriter out = response.getWriter();
        // vigil-ok: java.xss
        out.append("<div class=banner>").append(greeting).append("</div>");
        // vigil-ok: java.xss
        out.print(new Banner("Welcome back").html());
    }

    private static final class Banner {
        private final String text;

        Banner(String text) {
            this.text = text;
        }

        String html() {
            return "<b>" + text + "</b>";
        }
    }
}
