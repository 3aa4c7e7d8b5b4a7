using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

public class AccountController : Controller
{
    public IActionResult Login(string sid)
    {
        // vigil: cs.cookie-insecure
        Response.Cookies.Append("session", sid);
        // vigil: cs.cookie-insecure
        Response.Cookies.Append("prefs", "dark", new CookieOptions
        {
            // vigil: cs.cookie-insecure
            Secure = false,
            HttpOnly = true,
        });
        // vigil-ok: cs.cookie-insecure
        Response.Cookies.Append("sid", sid, new CookieOptions { Secure = true, HttpOnly = true, SameSite = SameSiteMode.Strict });
        // vigil: cs.cookie-insecure
        Response.Cookies.Append("remember", sid, new CookieOptions { Expires = DateTimeOffset.UtcNow.AddDays(30) });
        return Ok();
    }

    public void Configure(CookieAuthenticationOptions o, HttpCookie legacyCookie)
    {
        // vigil: cs.cookie-insecure
        o.Cookie.SecurePolicy = CookieSecurePolicy.None;
        // vigil: cs.cookie-insecure
        legacyCookie.HttpOnly = false;
        // vigil-ok: cs.cookie-insecure
        o.Cookie.SecurePolicy = CookieSecurePolicy.Always;
    }

    public void Remember(System.Web.HttpResponse resp, string user)
    {
        // vigil: cs.cookie-insecure
        var c = new HttpCookie("remember", user);
        resp.Cookies.Add(c);
    }

    public void Session(System.Web.HttpResponse resp, string user)
    {
        // vigil-ok: cs.cookie-insecure
        var s = new System.Web.HttpCookie("sid", user) { Secure = true, HttpOnly = true };
        resp.Cookies.Add(s);
    }

    public void Theme(System.Web.HttpResponse resp)
    {
        // vigil-ok: cs.cookie-insecure
        var t = new HttpCookie("theme", "dark");
        t.Secure = true;
        t.HttpOnly = true;
        resp.Cookies.Add(t);
    }
}
