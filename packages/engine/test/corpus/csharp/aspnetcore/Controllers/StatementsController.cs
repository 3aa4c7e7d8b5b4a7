using System.IO;
using System.Xml;
using System.Xml.Xsl;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Acme.Crm.Controllers;

// Account statements rendered from XML with a stylesheet.
[Authorize]
public class StatementsController : Controller
{
    private const string DefaultSheet = "Views/Statements/statement.xslt";
    private readonly IStatementStore _store;

    public StatementsController(IStatementStore store)
    {
        _store = store;
    }

    [HttpGet]
    public IActionResult Render(int id, string sheet)
    {
        var transform = new XslCompiledTransform();
        // vigil: cs.template-injection
        transform.Load(sheet);
        return Content(Apply(transform, id), "text/html");
    }

    [HttpGet]
    public IActionResult RenderDefault(int id, string theme)
    {
        var transform = new XslCompiledTransform();
        var allowed = theme == "print" ? "Views/Statements/print.xslt" : DefaultSheet;
        // vigil-ok: cs.template-injection
        transform.Load(allowed, XsltSettings.Default, null);
        return Content(Apply(transform, id), "text/html");
    }

    [HttpGet]
    public IActionResult RenderLegacy(int id)
    {
        var transform = new XslCompiledTransform();
        // vigil: cs.unsafe-xslt
        transform.Load(DefaultSheet, new XsltSettings(enableDocumentFunction: false, enableScript: true), new XmlUrlResolver());
        return Content(Apply(transform, id), "text/html");
    }

    // vigil: cs.csrf-disabled
    [HttpPost]
    public IActionResult Archive(int id)
    {
        _store.Archive(id);
        return RedirectToAction(nameof(Render), new { id });
    }

    // vigil-ok: cs.csrf-disabled
    [HttpPost]
    [ValidateAntiForgeryToken]
    public IActionResult Restore(int id)
    {
        _store.Restore(id);
        return RedirectToAction(nameof(Render), new { id });
    }

    private string Apply(XslCompiledTransform transform, int id)
    {
        using var input = XmlReader.Create(new StringReader(_store.Xml(id)));
        var output = new StringWriter();
        transform.Transform(input, null, output);
        return output.ToString();
    }
}

public interface IStatementStore
{
    string Xml(int id);
    void Archive(int id);
    void Restore(int id);
}
