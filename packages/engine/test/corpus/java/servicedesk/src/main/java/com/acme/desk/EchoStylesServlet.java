package com.acme.desk;

import java.io.IOException;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@javax.servlet.annotation.WebServlet("/desk/echo")
public class EchoStylesServlet extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String a = "";
        for (Map.Entry<String, String[]> e : request.getParameterMap().entrySet()) {
            if (e.getKey().equals("a")) a = e.getValue()[0];
        }
        // vigil: java.xss
        response.getWriter().println(a);
        Cookie[] cookies = request.getCookies();
        String c = Arrays.stream(cookies).filter(k -> k.getName().equals("c")).map(Cookie::getValue).findFirst().orElse("");
        // vigil: java.xss
        response.getWriter().println(c);
        Function<String, String> f = s -> s.trim();
        String b = f.apply(request.getParameter("b"));
        // vigil: java.xss
        response.getWriter().println(b);
        String d = Optional.ofNullable(request.getParameter("d")).map(String::toUpperCase).orElse("none");
        // vigil: java.xss
        response.getWriter().println(d);
        char guess = "ABC".charAt(0);
        String e2 = switch (guess) {
            case 'A' -> request.getParameter("e");
            default -> "fixed";
        };
        // vigil: java.xss
        response.getWriter().println(e2);
        String g = String.join(",", Arrays.asList("x", request.getParameter("g")));
        // vigil: java.xss
        response.getWriter().println(g);
        StringBuilder sb = new StringBuilder("x");
        sb.insert(0, request.getHeader("H"));
        // vigil: java.xss
        response.getWriter().println(sb);
        String h = request.getParameter("h");
        String joined = Arrays.stream(h.split(",")).map(String::trim).collect(Collectors.joining(";"));
        // vigil: java.xss
        response.getWriter().println(joined);
        java.util.Enumeration<String> names = request.getHeaderNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.equalsIgnoreCase("referer")) {
                String v = request.getHeaders(n).nextElement();
                // vigil: java.xss
                response.getWriter().println(v);
            }
        }
        int i = 196;
        String k;
        if (i % 2 == 0) k = "even"; else k = request.getParameter("k");
        // vigil-ok: java.xss
        response.getWriter().println(k);
        String e3 = switch (guess) {
            case 'B' -> request.getParameter("e");
            default -> "fixed";
        };
        // vigil-ok: java.xss
        response.getWriter().println(e3);
        String y = switch (guess) {
            case 'A': {
                String t = request.getParameter("y");
                yield t.trim();
            }
            default:
                yield "fixed";
        };
        // vigil: java.xss
        response.getWriter().println(y);
        String z = "none";
        z = switch (guess) {
            case 'C' -> request.getParameter("z");
            default -> {
                yield "fixed";
            }
        };
        // vigil-ok: java.xss
        response.getWriter().println(z);
        String m = request.getParameter("m");
        // vigil: java.xss
        response.getWriter().print(new StringBuilder(m).reverse());
        // vigil: java.xss
        response.getWriter().println(new Object[] {m}[0]);
    }
}
