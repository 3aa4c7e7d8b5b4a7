package com.acme.helpdesk;

import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/scratch")
public class ScratchFileServlet extends HttpServlet {
    private static final String SCRATCH = "/tmp/helpdesk";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String query = request.getQueryString();
        String name = "note.txt";
        int at = query == null ? -1 : query.indexOf("name=");
        if (at >= 0) {
            name = query.substring(at + 5);
            int end = name.indexOf('&');
            if (end > 0) {
                name = name.substring(0, end);
            }
        }
        try {
            URI uri = new URI("file:" + SCRATCH + "/" + name.replace('\\', '/'));
            // vigil: java.path-traversal
            File f = new java.io.File(uri);
            response.getWriter().println(f.length());
        } catch (URISyntaxException e) {
            response.sendError(400);
        }
        // vigil: java.path-traversal
        try (RandomAccessFile raf = new RandomAccessFile(SCRATCH + "/" + name, "r")) {
            response.getWriter().println(raf.readLine());
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String name = request.getParameter("name");
        List<String> names = new ArrayList<>();
        names.add("safe.txt");
        names.add(name);
        String first = names.get(0);
        try {
            URI uri = new URI("file:" + SCRATCH + "/" + first);
            // vigil-ok: java.path-traversal
            File f = new java.io.File(uri);
            response.getWriter().println(f.length());
        } catch (URISyntaxException e) {
            response.sendError(400);
        }
        // vigil-ok: java.path-traversal
        try (RandomAccessFile raf = new RandomAccessFile(SCRATCH + "/" + first, "r")) {
            response.getWriter().println(raf.readLine());
        }
    }
}
