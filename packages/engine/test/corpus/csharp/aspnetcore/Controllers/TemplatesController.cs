using Microsoft.AspNetCore.Mvc;
using RazorEngineCore;
using Scriban;

namespace Acme.Crm.Controllers;

[ApiController]
[Route("api/templates")]
public class TemplatesController : ControllerBase
{
    private readonly IRazorEngine _razor = new RazorEngine();

    [HttpPost("preview")]
    public IActionResult Preview([FromForm] string body, [FromForm] string customer)
    {
        // vigil: cs.template-injection
        var compiled = _razor.Compile(body);
        return Content(compiled.Run(new { Customer = customer }), "text/plain");
    }

    [HttpPost("preview/v2")]
    public IActionResult PreviewSafe([FromForm] string body, [FromForm] string customer)
    {
        // vigil-ok: cs.template-injection
        var template = Template.Parse("Dear {{ customer }},\n{{ body }}");
        return Content(template.Render(new { customer, body }), "text/plain");
    }

    [HttpPost("scriban")]
    public IActionResult Scriban([FromForm] string body)
    {
        // vigil: cs.template-injection
        var template = Template.Parse(body);
        return Content(template.Render(new { now = DateTime.UtcNow }), "text/plain");
    }
}
