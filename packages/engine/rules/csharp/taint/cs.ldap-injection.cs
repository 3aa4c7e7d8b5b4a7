using System.DirectoryServices;
using Microsoft.AspNetCore.Mvc;

public class DirectoryController : ControllerBase
{
    [HttpGet("who")]
    public IActionResult Who([FromQuery] string user)
    {
        // vigil: cs.ldap-injection
        var searcher = new DirectorySearcher("(uid=" + user + ")");
        // vigil-ok: cs.ldap-injection
        var all = new DirectorySearcher("(objectClass=person)");
        return Ok();
    }
}
