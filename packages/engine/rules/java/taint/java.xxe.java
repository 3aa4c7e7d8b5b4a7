import javax.servlet.http.*;
import javax.xml.parsers.*;
import org.w3c.dom.Document;

public class ImportServlet extends HttpServlet {
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        DocumentBuilder db = dbf.newDocumentBuilder();
        // vigil: java.xxe
        Document d = db.parse(request.getInputStream());
        // vigil-ok: java.xxe
        Document d2 = db.parse(new java.io.File("/etc/app/config.xml"));
    }
}
