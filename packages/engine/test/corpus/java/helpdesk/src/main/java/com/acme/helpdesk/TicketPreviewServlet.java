package com.acme.helpdesk;

import java.io.IOException;
import java.util.Locale;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.owasp.encoder.Encode;

@WebServlet("/tickets/preview")
public class TicketPreviewServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String subject = request.getParameter("subject");
        StringBuilder line = new StringBuilder("Re: ");
        line.append(subject).append(" (draft)");
        String shown = line.toString();
        Object[] parts = {"ticket", shown};
        // vigil: java.xss
        response.getWriter().printf(Locale.US, "<h2>%1$s: %2$s</h2>", parts);
        // vigil: java.xss
        response.getWriter().format("<p>%s</p>", shown);
        // vigil: java.xss
        response.getWriter().write(shown.toCharArray(), 0, shown.length());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String subject = request.getParameter("subject");
        String shown = Encode.forHtml(subject);
        Object[] parts = {"ticket", shown};
        // vigil-ok: java.xss
        response.getWriter().printf(Locale.US, "<h2>%1$s: %2$s</h2>", parts);
        String fixed = (7 * 18) - 100 > 50 ? subject : "no subject";
        // vigil-ok: java.xss
        response.getWriter().println("<p>" + fixed + "</p>");
    }
}
