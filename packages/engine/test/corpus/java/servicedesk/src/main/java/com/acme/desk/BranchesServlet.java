package com.acme.desk;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@javax.servlet.annotation.WebServlet("/desk/branches")
public class BranchesServlet extends HttpServlet {
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String param = request.getParameter("p");
        int num = 106;
        String bar;
        if ((500 / 42) + num > 200) bar = param; else bar = "safe";
        // vigil-ok: java.trust-boundary
        request.getSession().setAttribute("a", bar);
        int n2 = 196;
        String b2 = (500 / 42) + n2 > 200 ? param : "safe";
        // vigil: java.trust-boundary
        request.getSession().setAttribute("b", b2);
        String b3 = "safe";
        int i = 3;
        if (i % 2 == 1) {
            b3 = param;
        }
        // vigil: java.path-traversal
        java.io.File f = new java.io.File("/d", b3);
        long l = 7L;
        String b4 = (l * 6) < 40 ? param : "x";
        // vigil-ok: java.path-traversal
        java.io.File g = new java.io.File("/d", b4);
        String guess = "ABC";
        char sw = guess.charAt(1);
        String b5;
        switch (sw) {
            case 'A': b5 = param; break;
            case 'B': b5 = "bob"; break;
            case 'C':
            case 'D': b5 = param; break;
            default: b5 = "bob's your uncle"; break;
        }
        // vigil-ok: java.xss
        response.getWriter().println(b5);
        int sw2 = 2;
        String b6 = "x";
        switch (sw2) {
            case 1: b6 = "one"; break;
            case 2: b6 = param;
            case 3: b6 = b6 + "!"; break;
            default: b6 = "d";
        }
        // vigil: java.xss
        response.getWriter().println(b6);
        response.getWriter().println(f.exists() && g.exists());
    }
}
