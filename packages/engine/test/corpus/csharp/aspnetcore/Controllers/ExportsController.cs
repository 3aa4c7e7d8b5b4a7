using System.Diagnostics;
using Acme.Crm.Services;
using Microsoft.AspNetCore.Mvc;

namespace Acme.Crm.Controllers;

[ApiController]
[Route("api/exports")]
public class ExportsController : ControllerBase
{
    private readonly ArchiveJobs _jobs = new ArchiveJobs();

    [HttpPost("{customer}")]
    public IActionResult Create(string customer)
    {
        _jobs.Pack(customer);
        // vigil-ok: cs.command-injection
        _jobs.Pack(ArchiveJobs.SafeName(customer));
        var jobs = new ArchiveJobs();
        // vigil: cs.command-injection
        Process.Start("/usr/bin/logger", jobs.Label(customer));
        // vigil-ok: cs.command-injection
        Process.Start("/usr/bin/logger", ArchiveJobs.SafeName(jobs.Label(customer)));
        return Accepted();
    }
}
