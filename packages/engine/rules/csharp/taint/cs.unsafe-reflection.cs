using System;
using Microsoft.AspNetCore.Mvc;

public class HandlersController : ControllerBase
{
    [HttpGet("handler")]
    public IActionResult Resolve([FromQuery] string name)
    {
        // vigil: cs.unsafe-reflection
        var t = Type.GetType("Acme.Handlers." + name);
        // vigil-ok: cs.unsafe-reflection
        var d = Type.GetType("Acme.Handlers.Default");
        return Ok(new { t, d });
    }
}
