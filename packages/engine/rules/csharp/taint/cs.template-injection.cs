using Microsoft.AspNetCore.Mvc;
using Scriban;

public class MailController : ControllerBase
{
    [HttpPost("render")]
    public IActionResult Render([FromForm] string body)
    {
        // vigil: cs.template-injection
        var template = Template.Parse(body);
        // vigil-ok: cs.template-injection
        var fixedTemplate = Template.Parse("Hello {{ name }}");
        return Content(template.Render() + fixedTemplate.Render(new { name = body }), "text/plain");
    }
}
