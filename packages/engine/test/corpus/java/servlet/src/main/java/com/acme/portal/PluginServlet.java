package com.acme.portal;

import java.io.IOException;
import java.util.Map;
import java.util.Set;
import javax.el.ELProcessor;
import javax.naming.Context;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

import org.thymeleaf.TemplateEngine;

/** Data sources by name, price formulas and greeting cards for the partner portal. */
public class PluginServlet extends HttpServlet {
    private static final Set<String> POOLS = Set.of("orders", "reports", "archive");
    private final TemplateEngine templates = new TemplateEngine();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String pool = req.getParameter("pool");
        try {
            Context ctx = new InitialContext();
            // vigil: java.code-injection
            DataSource chosen = (DataSource) ctx.lookup(pool);
            // vigil-ok: java.code-injection
            DataSource local = (DataSource) ctx.lookup("java:comp/env/jdbc/" + pool);
            String checked = POOLS.contains(pool) ? pool : "orders";
            // vigil-ok: java.code-injection
            DataSource listed = (DataSource) new InitialContext().lookup("jdbc/" + checked);
            resp.getWriter().println(chosen.hashCode() + local.hashCode() + listed.hashCode());
        } catch (NamingException e) {
            resp.sendError(404);
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String formula = req.getParameter("formula");
        String qty = req.getParameter("qty");
        ELProcessor el = new ELProcessor();
        el.defineBean("qty", Integer.valueOf(qty));
        // vigil: java.code-injection
        Object price = el.eval(formula);
        // vigil-ok: java.code-injection
        Object fixed = el.eval("qty * 4.5");
        resp.getWriter().println(price.hashCode() + fixed.hashCode());
    }

    @Override
    protected void doPut(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String card = req.getParameter("card");
        String to = req.getParameter("to");
        org.thymeleaf.context.Context vars = new org.thymeleaf.context.Context();
        vars.setVariables(Map.of("to", to));
        // vigil: java.template-injection
        String custom = templates.process(card, vars);
        // vigil-ok: java.template-injection
        String plain = templates.process("<p>Dear [[${to}]], thank you!</p>", vars);
        resp.getWriter().println(custom.length() + plain.length());
    }
}
