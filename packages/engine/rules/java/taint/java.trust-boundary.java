import javax.servlet.http.*;

public class PrefsServlet extends HttpServlet {
    protected void doPost(HttpServletRequest request, HttpServletResponse response) {
        String role = request.getParameter("role");
        HttpSession session = request.getSession();
        // vigil: java.trust-boundary
        session.setAttribute("role", role);
        // vigil-ok: java.trust-boundary
        session.setAttribute("visits", Integer.parseInt(request.getParameter("n")));
        // vigil: java.trust-boundary
        request.getSession().setAttribute(request.getParameter("key"), "x");
        // vigil-ok: java.trust-boundary
        session.setAttribute("theme", "dark");
    }
}
