using System.Xml;
using System.Xml.XPath;
using Microsoft.AspNetCore.Mvc;

public class CatalogController : ControllerBase
{
    private readonly XPathNavigator _nav = new XPathDocument("catalog.xml").CreateNavigator();

    [HttpGet("item")]
    public IActionResult Item([FromQuery] string sku, [FromQuery] int position)
    {
        XPathNavigator nav = _nav;
        // vigil: cs.xpath-injection
        var hit = nav.SelectSingleNode("/catalog/item[@sku='" + sku + "']");
        // vigil-ok: cs.xpath-injection
        var nth = nav.Select("/catalog/item[" + position + "]");
        var doc = new XmlDocument();
        doc.Load("catalog.xml");
        // vigil: cs.xpath-injection
        var nodes = doc.SelectNodes($"//item[name='{sku}']");
        // vigil-ok: cs.xpath-injection
        var all = doc.SelectNodes("//item");
        return Ok(hit?.Value);
    }
}
