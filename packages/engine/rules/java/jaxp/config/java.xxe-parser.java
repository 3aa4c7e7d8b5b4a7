import javax.xml.parsers.*;
import javax.xml.stream.XMLInputFactory;
import org.w3c.dom.Document;

class UploadParser {
    Document parse(java.io.InputStream in) throws Exception {
        // vigil: java.xxe-parser
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        return dbf.newDocumentBuilder().parse(in);
    }

    XMLInputFactory stax() {
        XMLInputFactory f = XMLInputFactory.newFactory();
        // vigil: java.xxe-parser
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, true);
        return f;
    }
}

class SafeParser {
    private final DocumentBuilderFactory dbf;

    SafeParser() throws Exception {
        // vigil-ok: java.xxe-parser
        dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setXIncludeAware(false);
    }

    Document parse(java.io.InputStream in) throws Exception {
        return dbf.newDocumentBuilder().parse(in);
    }
}
