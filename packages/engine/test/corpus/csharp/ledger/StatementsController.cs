using System.IO;
using System.Text.RegularExpressions;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace Ledger.Web
{
    public class StatementsController : Controller
    {
        private readonly LedgerContext _db;
        public StatementsController(LedgerContext db) { _db = db; }

        [HttpGet]
        public IActionResult Search(string term)
        {
            // vigil: cs.sql-injection
            var rows = _db.Statements.FromSqlRaw("SELECT * FROM statements WHERE memo LIKE '%" + term + "%'").ToList();
            // vigil-ok: cs.sql-injection
            var safe = _db.Statements.FromSqlInterpolated($"SELECT * FROM statements WHERE memo LIKE {term}").ToList();
            return View(rows);
        }

        [HttpGet]
        public IActionResult Done(string returnUrl)
        {
            // vigil: cs.open-redirect
            return Redirect(returnUrl);
        }

        [HttpGet]
        public IActionResult DoneSafe(string returnUrl)
        {
            // vigil-ok: cs.open-redirect
            return LocalRedirect(Url.IsLocalUrl(returnUrl) ? returnUrl : "/");
        }

        [HttpGet]
        public IActionResult Filter(string pattern, string text)
        {
            // vigil: cs.regex-injection
            var ok = Regex.IsMatch(text, pattern);
            // vigil-ok: cs.regex-injection
            var ok2 = Regex.IsMatch(text, Regex.Escape(pattern));
            return Json(ok && ok2);
        }

        [HttpGet]
        public IActionResult Echo(string name)
        {
            // vigil: cs.xss
            return Content("<h1>Hello " + name + "</h1>", "text/html");
        }

        [HttpPost]
        // vigil: cs.csrf-disabled
        [IgnoreAntiforgeryToken]
        public IActionResult Transfer(string to, decimal amount)
        {
            return Ok();
        }

        [HttpGet]
        public IActionResult Validate(string code)
        {
            // vigil: cs.redos
            var m = Regex.Match(code, @"^(\w+\s?)+$");
            return Json(m.Success);
        }
    }
}
