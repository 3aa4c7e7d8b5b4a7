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
}
