using System.Net;
using System.Text.Encodings.Web;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

public class GreetController : Controller
{
    public async Task Hello(string name)
    {
        // vigil: cs.xss
        await Response.WriteAsync("<h1>Hello " + name + "</h1>");
        // vigil-ok: cs.xss
        await Response.WriteAsync("<h1>Hello " + HtmlEncoder.Default.Encode(name) + "</h1>");
        // vigil-ok: cs.xss
        await Response.WriteAsync("<h1>Hello " + WebUtility.HtmlEncode(name) + "</h1>");
    }

    public IActionResult Page(string title)
    {
        // vigil: cs.xss
        return Content("<title>" + title + "</title>", "text/html");
    }

    public IActionResult Plain(string title)
    {
        // vigil-ok: cs.xss
        return Content(title, "text/plain");
    }
}
