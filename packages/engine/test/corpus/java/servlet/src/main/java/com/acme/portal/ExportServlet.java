package com.acme.portal;

import java.io.File;
import java.io.IOException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/** Nightly exports: the requested name is kept on the request handler while the file is written. */
@WebServlet("/export")
public class ExportServlet extends HttpServlet {
    private String exportName;
    private String reportTitle;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        exportName = request.getParameter("name");
        writeExport();
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        exportName = "nightly-" + System.currentTimeMillis() / 86_400_000L;
        writeExportSafe();
    }

    protected void doPut(HttpServletRequest request, HttpServletResponse response) throws IOException {
        reportTitle = request.getParameter("title");
        // vigil: java.xss
        response.getWriter().println(title());
    }

    private void writeExport() throws IOException {
        // vigil: java.path-traversal
        File out = new File("/srv/exports", exportName + ".csv");
        out.createNewFile();
    }

    private void writeExportSafe() throws IOException {
        // vigil-ok: java.path-traversal
        File out = new File("/srv/exports", exportName + ".csv");
        out.createNewFile();
    }

    private String title() {
        return "<h1>" + reportTitle + "</h1>";
    }
}
