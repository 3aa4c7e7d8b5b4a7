import java.net.URLEncoder;
import javax.servlet.http.*;

public class DownloadServlet extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String file = request.getParameter("file");
        // vigil: java.header-injection
        response.setHeader("Content-Disposition", "attachment; filename=" + file);
        // vigil-ok: java.header-injection
        response.setHeader("Content-Disposition", "attachment; filename=" + URLEncoder.encode(file, "UTF-8"));
        String oneLine = file.replaceAll("[\\r\\n]", "");
        // vigil-ok: java.header-injection
        response.addHeader("X-Requested-File", oneLine);
        // vigil: java.header-injection
        response.addHeader("X-Requested-File", file.replaceAll("[<>]", ""));
    }
}
