package com.acme.helpdesk;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/impersonate")
public class ImpersonationServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String target = "guest";
        for (Cookie c : request.getCookies()) {
            if (c.getName().equals("act-as")) {
                target = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
            }
        }
        Holder holder = new Holder();
        holder.set(target);
        HttpSession session = request.getSession(true);
        // vigil: java.trust-boundary
        session.setAttribute("actingAs", holder.get());
        String reason = request.getHeader("X-Reason");
        // vigil: java.trust-boundary
        request.getSession().setAttribute(reason, Boolean.TRUE);
        response.getWriter().println("acting");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String target = "guest";
        for (Cookie c : request.getCookies()) {
            if (c.getName().equals("act-as")) {
                target = c.getValue();
            }
        }
        Holder holder = new Holder();
        holder.set(target);
        holder.set("guest");
        HttpSession session = request.getSession(true);
        // vigil-ok: java.trust-boundary
        session.setAttribute("actingAs", holder.get());
        response.getWriter().println("acting");
    }

    private static final class Holder {
        private String value;

        void set(String v) {
            this.value = v;
        }

        String get() {
            return value;
        }
    }
}
