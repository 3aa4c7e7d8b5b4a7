using System.Data.Entity;
using System.IO;
using System.IO.Compression;
using Oracle.ManagedDataAccess.Client;
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

    [HttpPost("archive")]
    public IActionResult ImportArchive(IFormFile upload)
    {
        using var archive = new ZipArchive(upload.OpenReadStream());
        foreach (var entry in archive.Entries)
        {
            // vigil: cs.path-traversal
            entry.ExtractToFile(Path.Combine("/srv/feeds", entry.FullName));
            // vigil-ok: cs.path-traversal
            entry.ExtractToFile(Path.Combine("/srv/feeds", Path.GetFileName(entry.FullName)));
        }
        return Ok();
    }

    [HttpGet("by-source")]
    public IActionResult BySource([FromQuery] string source, [FromServices] OracleConnection oracle, [FromServices] LegacyFeedsContext legacy)
    {
        // vigil: cs.sql-injection
        var cmd = new OracleCommand("SELECT id FROM feeds WHERE source = '" + source + "'", oracle);
        // vigil-ok: cs.sql-injection
        var bound = new OracleCommand("SELECT id FROM feeds WHERE source = :source", oracle);
        bound.Parameters.Add(new OracleParameter("source", source));
        // vigil: cs.sql-injection
        var rows = legacy.Database.SqlQuery<int>("SELECT id FROM feeds WHERE source = '" + source + "'").ToList();
        // vigil-ok: cs.sql-injection
        var safeRows = legacy.Database.SqlQuery<int>($"SELECT id FROM feeds WHERE source = {source}").ToList();
        return Ok(rows.Count + safeRows.Count + cmd.ExecuteNonQuery() + bound.ExecuteNonQuery());
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
