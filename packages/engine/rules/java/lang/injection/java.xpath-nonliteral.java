import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class CatalogLookup {
    private static final String SECTION = "books";
    private final XPath xpath = XPathFactory.newInstance().newXPath();

    String byIsbn(Document doc, String isbn) throws Exception {
        // vigil: java.xpath-nonliteral
        return xpath.evaluate("//book[isbn='" + isbn + "']/title", doc);
    }

    Object byAuthor(Document doc, String author) throws Exception {
        // vigil: java.xpath-nonliteral
        return xpath.compile("//book[@author='" + author + "']").evaluate(doc, XPathConstants.NODESET);
    }

    String section(Document doc) throws Exception {
        // vigil-ok: java.xpath-nonliteral
        return xpath.evaluate("//" + SECTION + "/book[1]/title", doc);
    }

    String byIndex(Document doc, int index) throws Exception {
        // vigil-ok: java.xpath-nonliteral
        return xpath.evaluate("//book[" + index + "]/title", doc);
    }
}
