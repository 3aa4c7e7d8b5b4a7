package com.acme.portal;

import java.sql.Connection;
import java.sql.Statement;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

/** Runs catalogue searches on a worker pool. */
@WebServlet("/search/async")
public class AsyncSearchServlet extends HttpServlet {
    private DataSource ds;
    private final ExecutorService executor = Executors.newFixedThreadPool(4);

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String term = request.getParameter("term");
        try (Connection conn = ds.getConnection(); Statement st = conn.createStatement()) {
            Callable<String> task = () -> term;
            String viaPool = executor.submit(task).get();
            // vigil: java.sql-injection
            st.executeQuery("SELECT id FROM products WHERE name = '" + viaPool + "'");

            String supplied = CompletableFuture.supplyAsync(() -> term).get();
            // vigil: java.sql-injection
            st.executeQuery("SELECT id FROM products WHERE sku = '" + supplied + "'");

            String joined = CompletableFuture.supplyAsync(() -> "p.").thenApply(s -> s + term).join();
            // vigil: java.sql-injection
            st.executeQuery("SELECT id FROM products ORDER BY " + joined);

            Callable<String> fixed = () -> "name";
            String column = executor.submit(fixed).get();
            // vigil-ok: java.sql-injection
            st.executeQuery("SELECT id FROM products ORDER BY " + column);

            String order = CompletableFuture.supplyAsync(() -> "p.").thenApply(s -> s + "price").join();
            // vigil-ok: java.sql-injection
            st.executeQuery("SELECT id FROM products ORDER BY " + order);
        }
    }
}
