using System.Xml;
using System.Xml.Linq;
using System.Xml.XPath;

public class CatalogQuery
{
    private const string Section = "books";

    public XmlNodeList ByAuthor(XmlDocument doc, string author)
    {
        // vigil: cs.xpath-nonliteral
        return doc.SelectNodes("//book[@author='" + author + "']");
    }

    public XElement ByIsbn(XDocument doc, string isbn)
    {
        // vigil: cs.xpath-nonliteral
        return doc.XPathSelectElement($"//book[isbn='{isbn}']");
    }

    public object Count(XPathNavigator nav, string genre)
    {
        // vigil: cs.xpath-nonliteral
        return nav.Evaluate("count(//book[@genre='" + genre + "'])");
    }

    public XmlNodeList Fixed(XmlDocument doc)
    {
        // vigil-ok: cs.xpath-nonliteral
        return doc.SelectNodes("//" + Section + "/book");
    }

    public XmlNode ByIndex(XmlDocument doc, int index)
    {
        // vigil-ok: cs.xpath-nonliteral
        return doc.SelectSingleNode("//book[" + index + "]");
    }

    public object Items(Order order, string sku)
    {
        // vigil-ok: cs.xpath-nonliteral
        return order.Lines.Select(l => l.Sku == sku);
    }
}
