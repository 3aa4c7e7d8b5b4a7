using System;
using System.Data.SqlClient;
using System.Diagnostics;
using System.IO;
using System.Threading.Tasks;
using Billing.Data;
using Microsoft.AspNetCore.Mvc;

namespace Billing.Web.Controllers
{
    [Route("invoices")]
    public class InvoicesController : Controller
    {
        private readonly SqlConnection _db;
        private const string PdfRoot = "/srv/invoices";

        public InvoicesController(SqlConnection db) => _db = db;

        [HttpGet("by-customer")]
        public async Task<IActionResult> ByCustomer(string customer)
        {
            // vigil: cs.sql-injection
            using var cmd = new SqlCommand(InvoiceSql.ByCustomer(customer), _db);
            // vigil-ok: cs.sql-injection
            using var byStatus = new SqlCommand(InvoiceSql.ByStatus(customer), _db);
            var reader = await cmd.ExecuteReaderAsync();
            var other = await byStatus.ExecuteReaderAsync();
            return Ok(reader.HasRows && other.HasRows);
        }

        [HttpGet("{number}/pdf")]
        public IActionResult Pdf(string number)
        {
            var (dir, name) = (PdfRoot, number + ".pdf");
            // vigil: cs.path-traversal
            var stream = new FileStream($@"{dir}/{name}", FileMode.Open, FileAccess.Read);
            // vigil-ok: cs.path-traversal
            var safe = new FileStream(Path.Combine(dir, Path.GetFileName(name)), FileMode.Open, FileAccess.Read);
            safe.Dispose();
            return File(stream, "application/pdf");
        }

        [HttpPost("{number}/print")]
        [ValidateAntiForgeryToken]
        public IActionResult Print(string number, [FromForm] string printer)
        {
            string Quote(string s) => "\"" + s + "\"";
            // vigil: cs.command-injection
            Process.Start("cmd.exe", "/c print /d:" + printer + " " + Quote(number));
            if (!int.TryParse(number, out var n))
                return BadRequest();
            // vigil-ok: cs.command-injection
            Process.Start("lpr", n.ToString());
            return Ok();
        }

        [HttpGet("search")]
        public IActionResult Search([FromQuery] SearchForm form)
        {
            var where = string.Concat("Customer LIKE '%", form.Term, "%'");
            // vigil: cs.sql-injection
            var cmd = new SqlCommand("SELECT Id FROM Invoices WHERE " + where, _db);
            // vigil-ok: cs.sql-injection
            var count = new SqlCommand($"SELECT COUNT(*) FROM Invoices WHERE Year = {form.Year}", _db);
            return Ok(cmd.CommandText.Length + count.CommandText.Length);
        }

        [HttpGet("export")]
        public IActionResult Export(string format)
        {
            var message = string.Format("Export requested as {0}", format);
            // vigil-ok: cs.xss, cs.command-injection
            Console.WriteLine(message);
            // vigil: cs.xss
            return Content(string.Format("<p>Export as {0}</p>", format), "text/html; charset=utf-8");
        }
    }

    public class SearchForm
    {
        public string Term { get; set; }
        public int Year { get; set; }
    }
}
