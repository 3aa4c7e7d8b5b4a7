import java.io.*;
import javax.servlet.http.*;

public class PingServlet extends HttpServlet {
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String host = req.getParameter("host");
        // vigil: java.command-injection
        Process p = Runtime.getRuntime().exec("ping -c 1 " + host);
        // vigil-ok: java.command-injection
        Process q = Runtime.getRuntime().exec(new String[] {"ping", "-c", "1", "localhost"});
        // vigil: java.command-injection
        ProcessBuilder pb = new ProcessBuilder("sh", "-c", "nslookup " + host);
        String mode = "safe";
        String cmd = mode.equals("unsafe") ? host : "uptime";
        // vigil-ok: java.command-injection
        Runtime.getRuntime().exec(cmd);
        String[] allowed = {"a.example", "b.example"};
        if (java.util.Arrays.asList(allowed).contains(host)) {
            // vigil-ok: java.command-injection
            Runtime.getRuntime().exec("ping " + host);
        }
        resp.getWriter().println(p.exitValue());
    }
}
