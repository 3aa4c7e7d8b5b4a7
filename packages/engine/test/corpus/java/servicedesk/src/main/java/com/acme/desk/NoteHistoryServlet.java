package com.acme.desk;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.commons.codec.binary.Base64;

@WebServlet("/notes/history")
public class NoteHistoryServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = request.getParameterMap().get("note")[0];
        int num = 106;
        String bar = (7 * 42) - num > 200 ? "fixed text" : param;
        String round = new String(Base64.decodeBase64(Base64.encodeBase64(bar.getBytes())));
        Normalizer n = Normalizers.create();
        String shown = n.normalize(round.split(" ")[0]);
        // vigil: java.xss
        response.getWriter().write(shown);
        java.io.PrintWriter w = response.getWriter();
        // vigil: java.xss
        w.write(shown, 0, shown.length());
        // vigil: java.xss
        w.printf("%s", (Object) shown);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = request.getParameterMap().get("note")[0];
        String shown = Normalizers.sanitizeName(param);
        // vigil-ok: java.xss
        response.getWriter().write(shown);
        String safe = org.apache.commons.lang.StringEscapeUtils.escapeHtml(param);
        // vigil-ok: java.xss
        response.getWriter().printf("%s", (Object) safe);
    }
}
