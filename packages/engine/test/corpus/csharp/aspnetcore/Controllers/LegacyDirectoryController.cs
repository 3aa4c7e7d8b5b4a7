using System.Data.Linq;
using System.DirectoryServices;
using System.Linq;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Security.Application;
using NHibernate;
using RazorEngine;

namespace Acme.Crm.Controllers;

// The staff directory of the old intranet: NHibernate for people, LINQ to SQL for the audit log,
// LDAP for accounts and RazorEngine for the printable badges.
public class LegacyDirectoryController : Controller
{
    private readonly ISession _session;
    private readonly DataContext _audit;

    public LegacyDirectoryController(ISession session, DataContext audit)
    {
        _session = session;
        _audit = audit;
    }

    public IActionResult People(string surname)
    {
        // vigil: cs.sql-injection
        var raw = _session.CreateSQLQuery("SELECT * FROM people WHERE surname = '" + surname + "'").List();
        // vigil-ok: cs.sql-injection
        var bound = _session.CreateSQLQuery("SELECT * FROM people WHERE surname = :s").SetParameter("s", surname).List();
        return Json(raw.Count + bound.Count);
    }

    public IActionResult Teams(string team)
    {
        // vigil: cs.sql-injection
        var hql = _session.CreateQuery("from Person p where p.Team = '" + team + "'").List();
        // vigil-ok: cs.sql-injection
        var named = _session.CreateQuery("from Person p where p.Team = :team").SetString("team", team).List();
        return Json(hql.Count + named.Count);
    }

    public IActionResult Audit(string actor)
    {
        // vigil: cs.sql-injection
        var rows = _audit.ExecuteQuery<AuditRow>("SELECT * FROM audit WHERE actor = '" + actor + "'").ToList();
        // vigil-ok: cs.sql-injection
        var same = _audit.ExecuteQuery<AuditRow>("SELECT * FROM audit WHERE actor = {0}", actor).ToList();
        return Json(rows.Count + same.Count);
    }

    public IActionResult Account(string uid)
    {
        // vigil: cs.ldap-injection
        var entry = new DirectoryEntry("LDAP://dc.acme.example/uid=" + uid + ",ou=staff,dc=acme,dc=example");
        // vigil-ok: cs.ldap-injection
        var safe = new DirectoryEntry("LDAP://dc.acme.example/uid=" + Encoder.LdapDistinguishedNameEncode(uid) + ",ou=staff,dc=acme,dc=example");
        return Json(entry.Name + safe.Name);
    }

    public IActionResult Badge(string layout, string name)
    {
        // vigil: cs.template-injection
        var custom = Razor.Parse(layout, new { Name = name });
        // vigil-ok: cs.template-injection
        var standard = Razor.Parse("<div class=\"badge\">@Model.Name</div>", new { Name = name });
        return Content(custom + standard, "text/plain");
    }
}

public class AuditRow
{
    public string Actor { get; set; } = "";
}
