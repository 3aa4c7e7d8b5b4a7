import javax.servlet.http.*;
import javax.xml.xpath.*;
import org.w3c.dom.Document;

public class BookServlet extends HttpServlet {
    private Document doc;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String title = request.getParameter("title");
        XPath xpath = XPathFactory.newInstance().newXPath();
        // vigil: java.xpath-injection
        String r = xpath.evaluate("/books/book[title='" + title + "']/price", doc);
        // vigil-ok: java.xpath-injection
        String r2 = xpath.evaluate("/books/book[1]/price", doc);
        // vigil: java.xpath-injection
        XPathExpression e = xpath.compile("//user[name='" + request.getHeader("X-User") + "']");
    }
}
