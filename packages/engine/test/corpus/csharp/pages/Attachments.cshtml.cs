using System.Data.SqlClient;
using System.Diagnostics;
using System.Xml;
using Dapper;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.RazorPages;

namespace Acme.Portal.Pages;

public class AttachmentsModel : PageModel
{
    private const string Store = "/var/portal/attachments";
    private readonly SqlConnection _conn;

    [BindProperty]
    public string Tag { get; set; } = "";

    [BindProperty(SupportsGet = true)]
    public int Limit { get; set; }

    public string DefaultTag { get; set; } = "misc";

    public AttachmentsModel(SqlConnection conn)
    {
        _conn = conn;
    }

    public IActionResult OnGet(string folder, int page)
    {
        // vigil: cs.path-traversal
        var names = Directory.GetFiles(Path.Combine(Store, folder));
        // vigil-ok: cs.path-traversal
        var safe = Directory.GetFiles(Path.Combine(Store, Path.GetFileName(folder)));
        // vigil-ok: cs.sql-injection
        var rows = _conn.QueryFirstOrDefault<int>("SELECT COUNT(*) FROM attachments WHERE page = " + page);
        // vigil: cs.sql-injection
        var owner = _conn.QuerySingleOrDefault<string>("SELECT owner FROM folders WHERE name = '" + folder + "'");
        // vigil-ok: cs.sql-injection
        var owner2 = _conn.QuerySingleOrDefault<string>("SELECT owner FROM folders WHERE name = @folder", new { folder });
        return Page();
    }

    public IActionResult OnPostRename(string from, string to)
    {
        // vigil: cs.sql-injection
        _conn.Execute("UPDATE attachments SET name = '" + to + "' WHERE name = '" + from + "'");
        // vigil-ok: cs.sql-injection
        _conn.Execute("UPDATE attachments SET name = @to WHERE name = @from", new { to, from });
        return RedirectToPage();
    }

    public IActionResult OnPostTag()
    {
        // vigil: cs.sql-injection
        _conn.Execute("UPDATE attachments SET tag = '" + Tag + "'");
        // vigil-ok: cs.sql-injection
        _conn.Execute("UPDATE attachments SET tag = @Tag", new { Tag });
        // vigil-ok: cs.sql-injection
        _conn.Execute("DELETE FROM attachments WHERE id > " + Limit + " AND tag = '" + DefaultTag + "'");
        return Page();
    }

    public IActionResult OnPostConvert(string name)
    {
        // vigil: cs.command-injection
        Process.Start("/usr/bin/convert", name + " out.pdf");
        // vigil-ok: cs.command-injection
        Process.Start("/usr/bin/convert", Path.GetFileName(name).Length + ".png out.pdf");
        return Page();
    }

    public IActionResult OnGetReturn(string returnUrl)
    {
        if (Url.IsLocalUrl(returnUrl))
        {
            // vigil-ok: cs.open-redirect
            return Redirect(returnUrl);
        }
        // vigil: cs.open-redirect
        return Redirect(returnUrl);
    }

    // not a handler: called by the page with a constant
    public string Describe(string name)
    {
        // vigil-ok: cs.command-injection
        Process.Start("/usr/bin/file", name);
        return name;
    }
}
