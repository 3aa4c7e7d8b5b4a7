package com.acme.desk;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import javax.servlet.ServletOutputStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@javax.servlet.annotation.WebServlet("/desk/streams")
public class StreamsServlet extends HttpServlet {
    private HttpSession keep;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String bar = request.getParameter("a");
        ServletOutputStream sos = response.getOutputStream();
        // vigil: java.xss
        sos.write(bar.getBytes());
        Writer w = response.getWriter();
        // vigil: java.xss
        w.write(bar);
        OutputStream os = response.getOutputStream();
        // vigil: java.xss
        os.write(bar.getBytes("UTF-8"));
        // vigil: java.xss
        response.getWriter().printf(bar);
        java.io.PrintWriter pw = new java.io.PrintWriter(response.getOutputStream());
        // vigil: java.xss
        pw.println(bar);
        // vigil: java.xss
        response.getOutputStream().print(bar);
        // vigil: java.xss
        sos.print(bar);
        // vigil: java.xss
        response.getWriter().write(bar, 0, 3);
        // vigil: java.xss
        response.getWriter().append(bar, 0, 2);
    }

    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String bar = request.getParameter("a");
        // vigil: java.trust-boundary
        request.getSession(false).setAttribute("k", bar);
        HttpSession s = request.getSession(true);
        // vigil: java.trust-boundary
        s.putValue(bar, "v");
        store(request.getSession(), bar);
        // vigil: java.trust-boundary
        javax.servlet.http.HttpSession s2 = request.getSession(); s2.setAttribute("x", bar);
        keep = request.getSession();
        // vigil: java.trust-boundary
        keep.setAttribute("y", bar);
        // vigil: java.trust-boundary
        this.keep.setAttribute(bar, "y");
    }

    private void store(HttpSession session, String v) {
        // vigil: java.trust-boundary
        session.setAttribute("z", v);
    }

    protected void doPut(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String bar = request.getParameter("a");
        String dir = "/srv/files/";
        // vigil: java.path-traversal
        java.io.FileWriter fw = new java.io.FileWriter(dir + bar);
        // vigil: java.path-traversal
        java.io.BufferedReader br = java.nio.file.Files.newBufferedReader(java.nio.file.Paths.get(dir, bar));
        java.io.File f = new java.io.File(dir);
        // vigil: java.path-traversal
        java.io.File g = new java.io.File(f, bar);
        // vigil: java.path-traversal
        byte[] b = java.nio.file.Files.readAllBytes(java.nio.file.FileSystems.getDefault().getPath(dir, bar));
        // vigil: java.path-traversal
        java.nio.file.Files.copy(new java.io.File(dir + bar).toPath(), response.getOutputStream());
        // vigil: java.path-traversal
        java.io.FileInputStream in = new java.io.FileInputStream(java.nio.file.Paths.get(dir, bar).toString());
        // vigil: java.path-traversal
        java.nio.file.Path p = new java.io.File(dir + bar).toPath();
        java.nio.file.Path root = java.nio.file.Paths.get(dir);
        // vigil: java.path-traversal
        java.nio.file.Files.delete(root.resolve(bar));
        // vigil: java.path-traversal
        java.io.FileReader fr = new java.io.FileReader(dir + bar);
        fw.close(); br.close(); fr.close(); in.close();
        response.getWriter().println(g.exists() + b.length + p.toString().length());
    }

    protected void doDelete(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String bar = request.getParameter("a");
        ServletOutputStream sos = response.getOutputStream();
        // vigil-ok: java.xss
        sos.write(org.owasp.encoder.Encode.forHtml(bar).getBytes());
        try (Writer w = new java.io.FileWriter("/srv/files/audit.log", true)) {
            // vigil-ok: java.xss
            w.write(bar);
        }
        OutputStream os = response.getOutputStream();
        // vigil-ok: java.xss
        os.write(Integer.toString(bar.length()).getBytes("UTF-8"));
        String dir = "/srv/files/";
        // vigil-ok: java.path-traversal
        java.io.File g = new java.io.File(dir, new java.io.File(bar).getName());
        HttpSession s = request.getSession(false);
        // vigil-ok: java.trust-boundary
        s.setAttribute("seen", Boolean.valueOf(bar != null));
        response.getWriter().println(g.exists());
    }
}
