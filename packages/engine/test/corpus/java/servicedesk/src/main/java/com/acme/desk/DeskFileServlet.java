package com.acme.desk;

import java.io.IOException;
import java.io.InputStream;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/desk/file")
public class DeskFileServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = request.getHeader("X-File");
        if (param != null) {
            param = java.net.URLDecoder.decode(param, "UTF-8");
        }
        String bar = new Step().run(request, param);
        String fileName = DeskPaths.FILES + bar;
        // vigil: java.path-traversal
        try (InputStream fis = new java.io.FileInputStream(new java.io.File(fileName))) {
            response.getWriter().println(fis.available());
        }
        // vigil: java.path-traversal
        java.nio.file.Path p = java.nio.file.Paths.get(fileName);
        try (InputStream in = java.nio.file.Files.newInputStream(p, java.nio.file.StandardOpenOption.READ)) {
            response.getWriter().println(in.available());
        }
        // vigil: java.path-traversal
        java.io.File f = new java.io.File(new java.io.File(DeskPaths.FILES), bar);
        response.getWriter().println(f.exists());
        // vigil: java.path-traversal
        try (java.io.FileOutputStream out = new java.io.FileOutputStream(fileName, false)) {
            out.write(1);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = request.getHeader("X-File");
        String bar = new Step().run(request, Normalizers.sanitizeName(param));
        String fileName = DeskPaths.FILES + bar;
        // vigil-ok: java.path-traversal
        try (InputStream fis = new java.io.FileInputStream(new java.io.File(fileName))) {
            response.getWriter().println(fis.available());
        }
    }

    private class Step {
        String run(HttpServletRequest request, String value) {
            StringBuilder sb = new StringBuilder(value);
            return sb.toString();
        }
    }
}
