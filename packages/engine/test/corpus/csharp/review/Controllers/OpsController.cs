using System;
using System.CodeDom.Compiler;
using System.DirectoryServices.Protocols;
using System.IO;
using System.Linq;
using System.Linq.Dynamic.Core;
using System.Management.Automation;
using System.Net;
using System.Windows.Markup;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.CSharp;

namespace Ops.Web.Controllers
{
    // Operations console: maintenance actions behind the admin area.
    public class OpsController : Controller
    {
        private readonly LdapConnection _ldap;
        private readonly IQueryable<Server> _servers;

        public OpsController(LdapConnection ldap, IQueryable<Server> servers)
        {
            _ldap = ldap;
            _servers = servers;
        }

        [HttpPost]
        [ValidateAntiForgeryToken]
        public IActionResult Restart(string service)
        {
            using var ps = PowerShell.Create();
            // vigil: cs.command-injection
            ps.AddScript("Restart-Service -Name " + service);
            using var safe = PowerShell.Create();
            // vigil-ok: cs.command-injection
            safe.AddCommand("Restart-Service").AddParameter("Name", service);
            ps.Invoke();
            safe.Invoke();
            return Ok();
        }

        public IActionResult Accounts(string uid)
        {
            // vigil: cs.ldap-injection
            var request = new SearchRequest("OU=People,DC=corp,DC=local", "(uid=" + uid + ")", SearchScope.Subtree);
            // vigil-ok: cs.ldap-injection
            var all = new SearchRequest("OU=People,DC=corp,DC=local", "(objectClass=person)", SearchScope.Subtree);
            var a = (SearchResponse)_ldap.SendRequest(request);
            var b = (SearchResponse)_ldap.SendRequest(all);
            return Ok(a.Entries.Count + b.Entries.Count);
        }

        public IActionResult Filter(string expression)
        {
            // vigil: cs.code-injection
            var hits = _servers.Where(expression).ToList();
            // vigil-ok: cs.code-injection
            var up = _servers.Where("Status == @0", expression).ToList();
            return Ok(hits.Count + up.Count);
        }

        [HttpPost]
        [ValidateAntiForgeryToken]
        public IActionResult Layout(IFormFile xaml)
        {
            using var stream = xaml.OpenReadStream();
            // vigil: cs.insecure-deserialization
            var view = XamlReader.Load(stream);
            return Ok(view.GetType().Name);
        }

        [HttpPost]
        [ValidateAntiForgeryToken]
        public IActionResult Plugin(string source)
        {
            var provider = new CSharpCodeProvider();
            // vigil: cs.code-injection
            var result = provider.CompileAssemblyFromSource(new CompilerParameters(), source);
            // vigil-ok: cs.code-injection
            var fixedResult = provider.CompileAssemblyFromSource(new CompilerParameters(), "public class Probe {}");
            return Ok(result.Errors.Count + fixedResult.Errors.Count);
        }

        public IActionResult Continue(string target)
        {
            // vigil: cs.open-redirect
            Response.Headers.Location = target;
            // vigil-ok: cs.open-redirect
            Response.Headers.Location = "/ops/" + Uri.EscapeDataString(target);
            return StatusCode(302);
        }

        public IActionResult Mirror(string url)
        {
            using var web = new WebClient();
            // vigil: cs.ssrf
            var body = web.DownloadString(url);
            // vigil-ok: cs.ssrf
            var status = web.DownloadString("https://status.internal.example/health");
            return Content(body.Length + status.Length + "");
        }

        public IActionResult Mail(string to)
        {
            // vigil: cs.hardcoded-password
            var creds = new NetworkCredential("ops-mailer", "Qx7!vLr2pT9w");
            // vigil-ok: cs.hardcoded-password
            var fromEnv = new NetworkCredential("ops-mailer", Environment.GetEnvironmentVariable("SMTP_PASSWORD"));
            return Ok(creds.UserName + fromEnv.UserName + to.Length);
        }

        public IActionResult Remember(string user)
        {
            // vigil: cs.trust-boundary
            HttpContext.Session.SetString("user", user);
            // vigil-ok: cs.trust-boundary
            HttpContext.Session.SetString("theme", user == "dark" ? "dark" : "light");
            return Ok();
        }
    }

    public class Server
    {
        public string Name { get; set; }
        public string Status { get; set; }
    }
}
