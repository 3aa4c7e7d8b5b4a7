using System.IO;
using System.Xml;
using Microsoft.AspNetCore.Mvc;

namespace Acme.Crm.Controllers;

[ApiController]
[Route("api/feeds")]
public class FeedImportController : ControllerBase
{
    [HttpPost("legacy")]
    public IActionResult ImportLegacy([FromBody] string xml)
    {
        var legacySettings = new XmlReaderSettings();
        // vigil: cs.xxe-parser
        legacySettings.DtdProcessing = DtdProcessing.Parse;
        // vigil: cs.xxe
        using var reader = XmlReader.Create(new StringReader(xml), legacySettings);
        while (reader.Read()) { }
        return Ok();
    }

    [HttpPost("strict")]
    public IActionResult ImportStrict([FromBody] string xml)
    {
        var strictSettings = new XmlReaderSettings { DtdProcessing = DtdProcessing.Prohibit, XmlResolver = null };
        // vigil-ok: cs.xxe
        using var reader = XmlReader.Create(new StringReader(xml), strictSettings);
        while (reader.Read()) { }
        // vigil-ok: cs.xxe
        using var plain = XmlReader.Create(new StringReader(xml));
        while (plain.Read()) { }
        return Ok();
    }

    [HttpPost("document")]
    public IActionResult ImportDocument([FromBody] string xml)
    {
        var resolving = new XmlDocument();
        // vigil: cs.xxe-parser
        resolving.XmlResolver = new XmlUrlResolver();
        // vigil: cs.xxe
        resolving.LoadXml(xml);
        var plainDoc = new XmlDocument();
        // vigil-ok: cs.xxe
        plainDoc.LoadXml(xml);
        return Ok(resolving.DocumentElement?.Name ?? plainDoc.DocumentElement?.Name);
    }
}
