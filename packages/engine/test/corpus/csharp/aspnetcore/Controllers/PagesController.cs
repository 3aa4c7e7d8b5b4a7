using System.Net;
using System.Text.Encodings.Web;
using System.Xml;
using Microsoft.AspNetCore.Mvc;
using Newtonsoft.Json;

namespace Acme.Crm.Controllers;

public class PagesController : Controller
{
    private readonly HtmlEncoder _encoder;

    public PagesController(HtmlEncoder encoder)
    {
        _encoder = encoder;
    }

    public IActionResult Welcome(string name)
    {
        // vigil: cs.xss
        return Content("<h1>Welcome " + name + "</h1>", "text/html");
    }

    public IActionResult WelcomeSafe(string name)
    {
        // vigil-ok: cs.xss
        return Content("<h1>Welcome " + _encoder.Encode(name) + "</h1>", "text/html");
    }

    public async Task Banner()
    {
        var msg = Request.Query["msg"].ToString();
        Response.ContentType = "text/html";
        // vigil: cs.xss
        await Response.WriteAsync($"<div class=\"banner\">{msg}</div>");
        // vigil-ok: cs.xss
        await Response.WriteAsync($"<div class=\"banner\">{WebUtility.HtmlEncode(msg)}</div>");
    }

    public IActionResult Back(string returnUrl)
    {
        // vigil: cs.open-redirect
        return Redirect(returnUrl);
    }

    public IActionResult BackSafe(string returnUrl)
    {
        if (!Url.IsLocalUrl(returnUrl))
            returnUrl = "/";
        // vigil-ok: cs.open-redirect
        return Redirect(returnUrl);
    }

    public IActionResult BackLocal(string returnUrl)
    {
        // vigil-ok: cs.open-redirect
        return LocalRedirect(returnUrl);
    }

    [HttpPost]
    public IActionResult ImportSettings([FromBody] string json)
    {
        // vigil: cs.unsafe-deserializer
        var settings = new JsonSerializerSettings { TypeNameHandling = TypeNameHandling.All };
        // vigil: cs.insecure-deserialization
        var obj = JsonConvert.DeserializeObject<object>(json, settings);
        // vigil-ok: cs.insecure-deserialization
        var plain = JsonConvert.DeserializeObject<Dictionary<string, string>>(json);
        return Ok(new { type = obj?.GetType().Name, count = plain?.Count });
    }

    // vigil: cs.csrf-disabled
    [HttpPost]
    public IActionResult ImportXml()
    {
        var doc = new XmlDocument();
        // vigil: cs.xxe-parser
        doc.XmlResolver = new XmlUrlResolver();
        // vigil: cs.xxe
        doc.Load(Request.Body);
        // vigil-ok: cs.xxe-parser
        var safeDoc = new XmlDocument { XmlResolver = null };
        var reader = XmlReader.Create(Request.Body, new XmlReaderSettings { DtdProcessing = DtdProcessing.Prohibit });
        // vigil-ok: cs.xxe
        safeDoc.Load(reader);
        return Ok(doc.DocumentElement?.Name);
    }
}
