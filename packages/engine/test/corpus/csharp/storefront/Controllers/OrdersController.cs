using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Xml;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Storefront.Data;
using Storefront.Services;

namespace Storefront.Controllers;

[ApiController]
[Route("api/orders")]
public class OrdersController : ControllerBase
{
    private readonly OrderRepository _orders;
    private readonly StoreContext _db;
    private readonly InvoiceFiles _invoices;

    public OrdersController(OrderRepository orders, StoreContext db, InvoiceFiles invoices)
    {
        _orders = orders;
        _db = db;
        _invoices = invoices;
    }

    [HttpGet("by-customer")]
    public IActionResult ByCustomer([FromQuery] string customer) => Ok(_orders.ByCustomer(customer));

    [HttpGet("by-customer/strict")]
    public IActionResult ByCustomerStrict([FromQuery] string customer) => Ok(_orders.ByCustomerBound(customer));

    [HttpGet("by-status")]
    public IActionResult ByStatus(string status)
    {
        // vigil: cs.sql-injection
        var raw = _db.Orders.FromSqlRaw("SELECT * FROM Orders WHERE Status = '" + status + "'").ToList();
        // vigil-ok: cs.sql-injection
        var bound = _db.Orders.FromSqlInterpolated($"SELECT * FROM Orders WHERE Status = {status}").ToList();
        return Ok(raw.Concat(bound));
    }

    [HttpGet("{id}/invoice")]
    public IActionResult Invoice(int id, [FromQuery] string file) => File(_invoices.Read(file), "application/pdf");

    [HttpGet("{id}/invoice/named")]
    public IActionResult InvoiceNamed(int id, [FromQuery] string file) => File(_invoices.ReadNamed(file), "application/pdf");

    [HttpPost("{id}/label")]
    public IActionResult PrintLabel(int id, [FromForm] string printer)
    {
        // vigil: cs.command-injection
        Process.Start("lp", "-d " + printer + " /var/labels/" + id + ".pdf");
        // vigil-ok: cs.command-injection
        Process.Start("lp", "-d shipping /var/labels/" + id + ".pdf");
        return NoContent();
    }

    [HttpGet("done")]
    public IActionResult Done([FromQuery] string returnUrl)
    {
        if (Url.IsLocalUrl(returnUrl))
        {
            // vigil-ok: cs.open-redirect
            return Redirect(returnUrl);
        }
        return Redirect("/orders");
    }

    [HttpGet("continue")]
    public void Continue([FromQuery] string next)
    {
        // vigil: cs.open-redirect
        Response.Redirect(next);
    }

    [HttpPost("import")]
    public IActionResult Import([FromForm] string manifest)
    {
        var doc = new XmlDocument();
        // vigil: cs.xxe-parser
        doc.XmlResolver = new XmlUrlResolver();
        // vigil: cs.xxe
        doc.LoadXml(manifest);
        var safe = new XmlDocument();
        safe.XmlResolver = null;
        // vigil-ok: cs.xxe
        safe.LoadXml(manifest);
        return Ok(doc.DocumentElement?.Name + safe.DocumentElement?.Name);
    }
}
