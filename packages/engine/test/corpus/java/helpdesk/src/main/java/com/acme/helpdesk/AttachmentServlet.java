package com.acme.helpdesk;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/attachments")
public class AttachmentServlet extends HttpServlet {
    private static final String STORE = "/var/lib/helpdesk/attachments";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] names = request.getParameterValues("file");
        String name = names != null && names.length > 0 ? names[0] : "readme.txt";
        // vigil: java.path-traversal
        File target = new File(STORE, name);
        // vigil: java.path-traversal
        try (InputStream in = new FileInputStream(STORE + File.separator + name)) {
            response.getOutputStream().write(in.readAllBytes());
        }
        // vigil: java.path-traversal
        try (FileOutputStream log = new FileOutputStream(new File(STORE, name + ".log"), true)) {
            log.write(target.getName().getBytes());
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] names = request.getParameterValues("file");
        String name = names != null && names.length > 0 ? names[0] : "readme.txt";
        String chosen = (500 / 42) + 196 > 200 ? "index.txt" : name;
        // vigil-ok: java.path-traversal
        File target = new File(STORE, chosen);
        // vigil-ok: java.path-traversal
        try (InputStream in = new FileInputStream(new File(STORE, new File(name).getName()))) {
            response.getOutputStream().write(in.readAllBytes());
        }
        response.getWriter().println(target.exists());
    }
}
