import javax.xml.parsers.DocumentBuilderFactory

object Manifests {
  def parse(path: String) = {
    val f = DocumentBuilderFactory.newInstance()
    // vigil: scala.xxe-parser
    f.setFeature("http://xml.org/sax/features/external-general-entities", true)
    f.newDocumentBuilder().parse(path)
  }

  def parseDefault(path: String) = {
    // vigil: scala.xxe-parser
    val f = DocumentBuilderFactory.newInstance()
    f.newDocumentBuilder().parse(path)
  }

  def parseSafe(path: String) = {
    // vigil-ok: scala.xxe-parser
    val f = DocumentBuilderFactory.newInstance()
    // vigil-ok: scala.xxe-parser
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true)
    f.newDocumentBuilder().parse(path)
  }
}
