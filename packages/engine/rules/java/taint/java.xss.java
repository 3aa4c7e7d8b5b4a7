import java.io.*;
import javax.servlet.http.*;
import org.owasp.encoder.Encode;
import org.apache.commons.text.StringEscapeUtils;

public class GreetServlet extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name");
        PrintWriter out = response.getWriter();
        // vigil: java.xss
        out.println("<h1>Hello " + name + "</h1>");
        // vigil-ok: java.xss
        out.println("<h1>Hello " + Encode.forHtml(name) + "</h1>");
        // vigil: java.xss
        response.getWriter().write(request.getHeader("Referer"));
        // vigil-ok: java.xss
        response.getWriter().write(StringEscapeUtils.escapeHtml4(request.getHeader("Referer")));
        for (Cookie c : request.getCookies()) {
            // vigil: java.xss
            out.print(c.getValue());
        }
        String escaped = StringEscapeUtils.escapeHtml4(name);
        // vigil-ok: java.xss
        out.printf("<p>%s</p>", escaped);
    }
}

@RestController
class LabelController {
    @GetMapping("/label")
    public String label(@RequestParam String title) {
        // vigil: java.xss
        return "<h1>" + title + "</h1>";
    }

    @GetMapping("/label/size")
    public int size(@RequestParam String title) {
        // vigil-ok: java.xss
        return title.length();
    }
}
