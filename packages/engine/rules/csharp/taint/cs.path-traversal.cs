using System.IO;
using Microsoft.AspNetCore.Mvc;

public class FilesController : ControllerBase
{
    private const string Root = "/srv/files";

    [HttpGet("download")]
    public IActionResult Download([FromQuery] string name)
    {
        // vigil: cs.path-traversal
        var text = System.IO.File.ReadAllText(Path.Combine(Root, name));
        // vigil-ok: cs.path-traversal
        var safe = System.IO.File.ReadAllText(Path.Combine(Root, Path.GetFileName(name)));
        // vigil: cs.path-traversal
        var stream = System.IO.File.OpenRead(Root + "/" + Request.Query["f"]);
        var full = Path.GetFullPath(Path.Combine(Root, name));
        if (!full.StartsWith(Root))
        {
            return BadRequest();
        }
        // vigil-ok: cs.path-traversal
        return PhysicalFile(full, "application/octet-stream");
    }
}
