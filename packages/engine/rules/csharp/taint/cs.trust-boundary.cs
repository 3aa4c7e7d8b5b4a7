using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

public class CartController : Controller
{
    private static readonly string[] Currencies = { "EUR", "USD", "GBP" };

    public IActionResult Currency(string code)
    {
        // vigil: cs.trust-boundary
        HttpContext.Session.SetString("currency", code);
        var known = System.Array.IndexOf(Currencies, code) >= 0 ? code : "EUR";
        // vigil-ok: cs.trust-boundary
        HttpContext.Session.SetString("currency.checked", known == "USD" ? "USD" : known == "GBP" ? "GBP" : "EUR");
        return Ok();
    }
}
