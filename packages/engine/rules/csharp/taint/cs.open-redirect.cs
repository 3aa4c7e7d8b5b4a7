using Microsoft.AspNetCore.Mvc;

public class AccountController : Controller
{
    public IActionResult Login(string returnUrl)
    {
        if (Url.IsLocalUrl(returnUrl))
        {
            // vigil-ok: cs.open-redirect
            return Redirect(returnUrl);
        }
        // vigil: cs.open-redirect
        return Redirect(returnUrl);
    }

    public IActionResult Back(string to)
    {
        // vigil-ok: cs.open-redirect
        return LocalRedirect(to);
    }
}
