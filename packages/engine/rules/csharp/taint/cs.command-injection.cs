using System.Diagnostics;
using Microsoft.AspNetCore.Mvc;

public class ToolsController : Controller
{
    public IActionResult Ping(string host)
    {
        // vigil: cs.command-injection
        Process.Start("cmd.exe", "/c ping " + host);
        var psi = new ProcessStartInfo("ping");
        // vigil: cs.command-injection
        psi.Arguments = "-n 1 " + host;
        // vigil-ok: cs.command-injection
        Process.Start("ping", "-n 1 localhost");
        string[] allowed = { "a.example", "b.example" };
        if (allowed.Contains(host))
        {
            // vigil-ok: cs.command-injection
            Process.Start("ping", host);
        }
        return Ok();
    }
}
