import java.net.URLEncoder;
import javax.servlet.http.*;

public class DownloadServlet extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String file = request.getParameter("file");
        // vigil: java.header-injection
        response.setHeader("Content-Disposition", "attachment; filename=" + file);
        // vigil-ok: java.header-injection
        response.setHeader("Content-Disposition", "attachment; filename=" + URLEncoder.encode(file, "UTF-8"));
    }
}
