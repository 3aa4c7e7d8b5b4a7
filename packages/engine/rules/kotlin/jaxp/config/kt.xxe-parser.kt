import javax.xml.parsers.DocumentBuilderFactory
import org.w3c.dom.Document

fun parseUpload(input: java.io.InputStream): Document {
    val dbf = DocumentBuilderFactory.newInstance()
    // vigil: kt.xxe-parser
    dbf.setFeature("http://xml.org/sax/features/external-general-entities", true)
    return dbf.newDocumentBuilder().parse(input)
}

fun parseDefault(input: java.io.InputStream): Document {
    // vigil: kt.xxe-parser
    val dbf = DocumentBuilderFactory.newInstance()
    return dbf.newDocumentBuilder().parse(input)
}

fun parseUploadSafe(input: java.io.InputStream): Document {
    // vigil-ok: kt.xxe-parser
    val dbf = DocumentBuilderFactory.newInstance()
    // vigil-ok: kt.xxe-parser
    dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true)
    return dbf.newDocumentBuilder().parse(input)
}
