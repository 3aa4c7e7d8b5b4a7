package com.acme.helpdesk;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/exports")
public class ExportFolderServlet extends HttpServlet {
    private static final String EXPORTS = "/srv/helpdesk/exports";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String folder = request.getHeader("X-Export-Folder");
        if (folder != null) {
            folder = java.net.URLDecoder.decode(folder, "UTF-8");
        }
        String resolved = new Resolver().resolve(folder);
        // vigil: java.path-traversal
        Path path = java.nio.file.Paths.get(EXPORTS, resolved, "summary.csv");
        // vigil: java.path-traversal
        try (InputStream in = Files.newInputStream(java.nio.file.Paths.get(EXPORTS + "/" + resolved))) {
            response.getOutputStream().write(in.readAllBytes());
        }
        // vigil: java.path-traversal
        try (OutputStream out = Files.newOutputStream(Path.of(EXPORTS, resolved + ".done"))) {
            out.write(path.toString().getBytes());
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String folder = request.getHeader("X-Export-Folder");
        Map<String, String> known = new HashMap<>();
        known.put("weekly", "weekly");
        known.put("monthly", "monthly");
        String resolved = known.getOrDefault(folder, "weekly");
        Resolver r = new Resolver();
        String fixed = r.resolve("archive");
        // vigil-ok: java.path-traversal
        try (InputStream in = Files.newInputStream(java.nio.file.Paths.get(EXPORTS, fixed))) {
            response.getOutputStream().write(in.readAllBytes());
        }
        response.getWriter().println(resolved.length());
    }

    private static class Resolver {
        String resolve(String value) {
            if (value == null) {
                return "default";
            }
            return value.trim();
        }
    }
}
