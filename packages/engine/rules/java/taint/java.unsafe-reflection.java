import javax.servlet.http.*;

public class PluginServlet extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String impl = request.getParameter("impl");
        // vigil: java.unsafe-reflection
        Class<?> c = Class.forName(impl);
        // vigil-ok: java.unsafe-reflection
        Class<?> d = Class.forName("com.example.plugins.Default");
    }
}
