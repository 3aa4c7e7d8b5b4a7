using System.Threading.Tasks;
using Microsoft.AspNetCore.Identity;
using Microsoft.AspNetCore.Mvc;

public class SignInController : Controller
{
    private readonly SignInManager<IdentityUser> _signIn;

    public SignInController(SignInManager<IdentityUser> signIn) => _signIn = signIn;

    [HttpPost]
    [ValidateAntiForgeryToken]
    public async Task<IActionResult> Login(LoginForm form)
    {
        // vigil: cs.lockout-disabled
        var result = await _signIn.PasswordSignInAsync(form.Email, form.Password, form.RememberMe, lockoutOnFailure: false);
        // vigil-ok: cs.lockout-disabled
        var guarded = await _signIn.PasswordSignInAsync(form.Email, form.Password, form.RememberMe, lockoutOnFailure: true);
        return result.Succeeded || guarded.Succeeded ? LocalRedirect("/") : View(form);
    }

    public async Task<bool> Reauthenticate(IdentityUser user, string password)
    {
        // vigil: cs.lockout-disabled
        var check = await _signIn.CheckPasswordSignInAsync(user, password, false);
        // vigil-ok: cs.lockout-disabled
        var counted = await _signIn.CheckPasswordSignInAsync(user, password, true);
        return check.Succeeded && counted.Succeeded;
    }
}
