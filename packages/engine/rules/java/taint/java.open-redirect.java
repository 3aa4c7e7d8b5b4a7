import javax.servlet.http.*;

public class LoginServlet extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws java.io.IOException {
        String next = request.getParameter("next");
        if (next != null && next.startsWith("/")) {
            // vigil-ok: java.open-redirect
            response.sendRedirect(next);
            return;
        }
        // vigil: java.open-redirect
        response.sendRedirect(request.getParameter("back"));
        // vigil-ok: java.open-redirect
        response.sendRedirect("/home");
    }
}

@org.springframework.stereotype.Controller
class CheckoutController {
    @GetMapping("/checkout/cancel")
    public String cancel(@RequestParam String next) {
        // vigil: java.open-redirect
        return "redirect:" + next;
    }

    @GetMapping("/checkout/done")
    public String done(@RequestParam String next) {
        // vigil-ok: java.open-redirect
        return "redirect:/orders";
    }
}
