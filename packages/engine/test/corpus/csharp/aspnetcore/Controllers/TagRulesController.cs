using System;
using System.Linq;
using System.Text.RegularExpressions;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Acme.Shop.Controllers;

/// <summary>Rules that tag orders by matching their notes.</summary>
[ApiController]
[Route("api/tag-rules")]
public class TagRulesController : ControllerBase
{
    private static readonly string[] Notes = { "gift wrap please", "leave at door", "call before delivery" };

    [HttpGet("preview")]
    public IActionResult Preview([FromQuery] string rule)
    {
        // vigil: cs.regex-injection
        var matched = Notes.Count(n => Regex.IsMatch(n, rule, RegexOptions.IgnoreCase));
        return Ok(matched);
    }

    [HttpGet("preview/v2")]
    public IActionResult PreviewBounded([FromQuery] string rule)
    {
        // vigil-ok: cs.regex-injection
        var re = new Regex(rule, RegexOptions.IgnoreCase, TimeSpan.FromMilliseconds(100));
        return Ok(Notes.Count(n => re.IsMatch(n)));
    }

    [HttpGet("words")]
    public IActionResult Words([FromQuery] string word)
    {
        // vigil: cs.regex-injection
        var loose = new Regex(@"\b" + word + @"\b");
        // vigil-ok: cs.regex-injection
        var exact = new Regex(@"\b" + Regex.Escape(word) + @"\b");
        return Ok(Notes.Count(n => loose.IsMatch(n) || exact.IsMatch(n)));
    }

    [HttpPost("draft")]
    public IActionResult SaveDraft([FromForm] string rule, [FromForm] string scope)
    {
        // vigil: cs.trust-boundary
        HttpContext.Session.SetString("draft.rule", rule);
        var checkedScope = scope == "all" ? "all" : "mine";
        // vigil-ok: cs.trust-boundary
        HttpContext.Session.SetString("draft.scope", checkedScope);
        return NoContent();
    }
}
