using System.Data;
using Dapper;
using Microsoft.AspNetCore.Mvc;

namespace Acme.Crm.Controllers;

[ApiController]
[Route("api/reports")]
public class ReportsController : ControllerBase
{
    private readonly IDbConnection _db;
    private readonly HttpClient _http;
    private const string Root = "/srv/reports";

    public ReportsController(IDbConnection db, HttpClient http)
    {
        _db = db;
        _http = http;
    }

    [HttpGet("by-owner")]
    public IActionResult ByOwner([FromQuery] string owner)
    {
        // vigil: cs.sql-injection
        var rows = _db.Query<Report>("SELECT * FROM Reports WHERE Owner = '" + owner + "'");
        // vigil-ok: cs.sql-injection
        var safe = _db.Query<Report>("SELECT * FROM Reports WHERE Owner = @owner", new { owner });
        return Ok(rows.Concat(safe));
    }

    [HttpGet("feed")]
    public async Task<IActionResult> Feed([FromQuery] string source)
    {
        // vigil: cs.ssrf
        var xml = await _http.GetStringAsync(source);
        return Ok(xml.Length);
    }

    [HttpGet("file")]
    public IActionResult Download([FromQuery] string name)
    {
        // vigil: cs.path-traversal
        var stream = System.IO.File.OpenRead(Root + "/" + name);
        return File(stream, "application/pdf");
    }

    [HttpGet("back")]
    public IActionResult Back()
    {
        // vigil: cs.open-redirect
        return Redirect(Request.Headers["Referer"].ToString());
    }

    public record Report(int Id, string Owner, string Title);
}
