using System.Data.SqlClient;
using System.Diagnostics;
using System.Net.Http;
using System.Text.Encodings.Web;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace Acme.Crm.Controllers;

[ApiController]
[Route("api/[controller]")]
public class CustomersController : ControllerBase
{
    private readonly CrmContext _db;
    private readonly IHttpClientFactory _http;
    private readonly string _connString;
    private const string ExportRoot = "/srv/exports";

    public CustomersController(CrmContext db, IHttpClientFactory http, IConfiguration config)
    {
        _db = db;
        _http = http;
        _connString = config.GetConnectionString("Crm")!;
    }

    [HttpGet("search")]
    public IActionResult Search([FromQuery] string name)
    {
        using var conn = new SqlConnection(_connString);
        conn.Open();
        // vigil: cs.sql-injection
        var cmd = new SqlCommand("SELECT Id, Name FROM Customers WHERE Name LIKE '%" + name + "%'", conn);
        var count = 0;
        using (var reader = cmd.ExecuteReader()) { while (reader.Read()) count++; }
        // vigil-ok: cs.sql-injection
        var safe = new SqlCommand("SELECT Id, Name FROM Customers WHERE Name LIKE @name", conn);
        safe.Parameters.AddWithValue("@name", "%" + name + "%");
        return Ok(new { count });
    }

    [HttpGet("{id}")]
    public async Task<IActionResult> Get(string id)
    {
        // vigil: cs.sql-injection
        var customer = await _db.Customers.FromSqlRaw($"SELECT * FROM Customers WHERE Id = '{id}'").FirstOrDefaultAsync();
        // vigil-ok: cs.sql-injection
        var same = await _db.Customers.FromSqlInterpolated($"SELECT * FROM Customers WHERE Id = {id}").FirstOrDefaultAsync();
        return Ok(customer ?? same);
    }

    [HttpDelete("{id}")]
    public async Task<IActionResult> Delete(string id)
    {
        // vigil: cs.sql-injection
        await _db.Database.ExecuteSqlRawAsync("DELETE FROM Customers WHERE Id = " + id);
        // vigil-ok: cs.sql-injection
        await _db.Database.ExecuteSqlRawAsync("DELETE FROM CustomerNotes WHERE CustomerId = {0}", id);
        return NoContent();
    }

    [HttpPost("export")]
    public IActionResult Export([FromForm] string format)
    {
        // vigil: cs.command-injection
        Process.Start("/bin/bash", "-c \"crm-export --format " + format + "\"");
        var psi = new ProcessStartInfo("crm-export");
        psi.ArgumentList.Add("--format");
        psi.ArgumentList.Add(format);
        // vigil-ok: cs.command-injection
        Process.Start(psi);
        return Accepted();
    }

    [HttpGet("export")]
    public IActionResult Download([FromQuery] string file)
    {
        // vigil: cs.path-traversal
        var bytes = System.IO.File.ReadAllBytes(Path.Combine(ExportRoot, file));
        return File(bytes, "text/csv");
    }

    [HttpGet("export/v2")]
    public IActionResult DownloadSafe([FromQuery] string file)
    {
        var full = Path.GetFullPath(Path.Combine(ExportRoot, file));
        if (!full.StartsWith(ExportRoot + Path.DirectorySeparatorChar, StringComparison.Ordinal))
            return BadRequest();
        // vigil-ok: cs.path-traversal
        return PhysicalFile(full, "text/csv");
    }

    [HttpPost("notes")]
    public async Task<IActionResult> SaveNote([FromQuery] string name, [FromBody] string text)
    {
        // vigil: cs.path-traversal
        await System.IO.File.WriteAllTextAsync($"/srv/notes/{name}.txt", text);
        // vigil-ok: cs.path-traversal
        await System.IO.File.WriteAllTextAsync(Path.Combine("/srv/notes", Path.GetFileName(name) + ".txt"), text);
        return Created($"/api/customers/notes/{Uri.EscapeDataString(name)}", null);
    }

    [HttpGet("avatar")]
    public async Task<IActionResult> Avatar([FromQuery] string url)
    {
        var client = _http.CreateClient();
        // vigil: cs.ssrf
        var bytes = await client.GetByteArrayAsync(url);
        return File(bytes, "image/png");
    }

    [HttpGet("avatar/v2")]
    public async Task<IActionResult> AvatarSafe([FromQuery] string id)
    {
        var client = _http.CreateClient("gravatar");
        // vigil-ok: cs.ssrf
        var bytes = await client.GetByteArrayAsync("https://www.gravatar.com/avatar/" + Uri.EscapeDataString(id));
        return File(bytes, "image/png");
    }
}
