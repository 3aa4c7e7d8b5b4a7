import java.io.*;
import java.nio.file.*;
import javax.servlet.http.*;
import org.apache.commons.io.FilenameUtils;

public class FileServlet extends HttpServlet {
    private static final String BASE = "/srv/files/";

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name");
        // vigil: java.path-traversal
        File f = new File(BASE + name);
        // vigil-ok: java.path-traversal
        File g = new File(BASE + FilenameUtils.getName(name));
        // vigil: java.path-traversal
        byte[] data = Files.readAllBytes(Paths.get(BASE, name));
        // vigil: java.path-traversal
        FileInputStream in = new FileInputStream(request.getHeader("X-File"));
        Path p = Paths.get(BASE).resolve(name).normalize();
        if (!p.startsWith(BASE)) {
            response.sendError(400);
            return;
        }
        // vigil-ok: java.path-traversal
        InputStream s = Files.newInputStream(p);
        // vigil-ok: java.path-traversal
        File h = new File(BASE + "index.html");
    }

    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String doc = request.getParameter("doc");
        // vigil: java.path-traversal
        FileReader before = new FileReader(BASE + doc);
        if (doc.contains("..") || doc.contains("/")) {
            response.sendError(400);
            return;
        }
        // vigil-ok: java.path-traversal
        FileReader after = new FileReader(BASE + doc);
    }
}
