package com.acme.helpdesk;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/wizard")
public class WizardStepServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> form = request.getParameterMap();
        String step = "";
        String[] values = form.get("step");
        if (values != null) {
            step = values[0];
        }
        String stored = new StepCodec().encode(step);
        // vigil: java.trust-boundary
        request.getSession().setAttribute("wizard.step", stored);
        response.getWriter().println("next");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String step = request.getParameter("step");
        Map<String, String> m = new HashMap<>();
        m.put("a", "intro");
        m.put("b", step);
        String stored = m.get("a");
        // vigil-ok: java.trust-boundary
        request.getSession().setAttribute("wizard.step", stored);
        String target;
        switch (step == null ? "" : step) {
            case "intro":
                target = "intro";
                break;
            case "details":
                target = "details";
                break;
            default:
                target = "intro";
        }
        // vigil-ok: java.trust-boundary
        request.getSession().setAttribute("wizard.next", target);
        response.getWriter().println("next");
    }

    static class StepCodec {
        String encode(String s) {
            return "step:" + s;
        }
    }
}
