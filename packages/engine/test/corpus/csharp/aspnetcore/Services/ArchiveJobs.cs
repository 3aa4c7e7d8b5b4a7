using System.Diagnostics;
using System.Text.RegularExpressions;

namespace Acme.Crm.Services;

// Packs exported reports with the system tar.
public class ArchiveJobs
{
    private readonly string _tar = "/usr/bin/tar";

    public void Pack(string name)
    {
        // vigil: cs.command-injection
        Process.Start(_tar, "czf /srv/exports/" + name + ".tgz /srv/reports");
    }

    public string Label(string customer) => "export-" + customer.Trim();

    public static string SafeName(string name) => Regex.Replace(name, "[^A-Za-z0-9_-]", "");
}
