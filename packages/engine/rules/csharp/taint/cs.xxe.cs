using System.Xml;
using Microsoft.AspNetCore.Mvc;

public class ImportController : ControllerBase
{
    [HttpPost("import")]
    public IActionResult Import()
    {
        var doc = new XmlDocument();
        doc.XmlResolver = new XmlUrlResolver();
        // vigil: cs.xxe
        doc.Load(Request.Body);
        var local = new XmlDocument();
        // vigil-ok: cs.xxe
        local.Load("/etc/app/settings.xml");
        return Ok();
    }
}
