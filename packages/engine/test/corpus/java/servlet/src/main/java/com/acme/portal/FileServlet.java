package com.acme.portal;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.commons.io.FilenameUtils;

public class FileServlet extends HttpServlet {
    private static final String BASE = "/var/portal/files";
    private static final Path BASE_PATH = Paths.get(BASE).toAbsolutePath().normalize();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String name = req.getParameter("file");
        // vigil: java.path-traversal
        try (InputStream in = new FileInputStream(new File(BASE, name))) {
            in.transferTo(resp.getOutputStream());
        }
    }

    protected void download(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String name = FilenameUtils.getName(req.getParameter("file"));
        // vigil-ok: java.path-traversal
        try (InputStream in = new FileInputStream(new File(BASE, name))) {
            in.transferTo(resp.getOutputStream());
        }
    }

    protected void preview(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Path target = BASE_PATH.resolve(req.getParameter("file")).normalize();
        if (!target.startsWith(BASE_PATH)) {
            resp.sendError(400);
            return;
        }
        // vigil-ok: java.path-traversal
        byte[] data = Files.readAllBytes(target);
        resp.getOutputStream().write(data);
    }

    protected void export(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String dir = req.getHeader("X-Export-Dir");
        // vigil: java.path-traversal
        Files.write(Paths.get("/var/portal/exports", dir, "export.csv"), "id,name\n".getBytes());
        resp.setStatus(201);
    }

    protected void tail(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String logName = req.getParameter("log");
        // vigil: java.command-injection
        Process p = Runtime.getRuntime().exec("tail -n 100 /var/log/portal/" + logName);
        p.getInputStream().transferTo(resp.getOutputStream());
    }

    protected void tailSafe(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String logName = req.getParameter("log");
        if (!logName.matches("[a-z]+\\.log")) {
            resp.sendError(400);
            return;
        }
        // vigil-ok: java.command-injection
        Process p = new ProcessBuilder("tail", "-n", "100", "/var/log/portal/" + logName).start();
        p.getInputStream().transferTo(resp.getOutputStream());
    }

    protected void grep(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String pattern = req.getParameter("q");
        // vigil: java.command-injection
        Process p = new ProcessBuilder("sh", "-c", "grep -r " + pattern + " /var/portal/files").start();
        p.getInputStream().transferTo(resp.getOutputStream());
    }
}
