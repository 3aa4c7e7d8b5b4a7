using System;
using System.Text;
using Microsoft.AspNetCore.Authentication.JwtBearer;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.IdentityModel.Tokens;

namespace Billing.Web
{
    public class Startup
    {
        public void ConfigureServices(IServiceCollection services)
        {
            services.AddCors(options =>
            {
                // vigil: cs.cors-permissive
                options.AddPolicy("partners", policy => policy
                    .SetIsOriginAllowed(origin => true)
                    .AllowAnyHeader()
                    .AllowCredentials());
                // vigil-ok: cs.cors-permissive
                options.AddPolicy("public", policy => policy.AllowAnyOrigin().AllowAnyHeader());
            });

            services.AddAuthentication(JwtBearerDefaults.AuthenticationScheme)
                .AddJwtBearer(options =>
                {
                    options.TokenValidationParameters = new TokenValidationParameters
                    {
                        ValidateIssuer = true,
                        ValidateAudience = true,
                        // the default: the signature is still checked against IssuerSigningKey
                        // vigil-ok: cs.jwt-no-verify
                        ValidateIssuerSigningKey = false,
                        // vigil: cs.jwt-no-verify
                        RequireSignedTokens = false,
                        // vigil-ok: cs.jwt-no-verify
                        ValidateLifetime = true,
                        IssuerSigningKey = new SymmetricSecurityKey(Convert.FromBase64String(Environment.GetEnvironmentVariable("JWT_KEY"))),
                    };
                });

            services.ConfigureApplicationCookie(options =>
            {
                // vigil: cs.cookie-insecure
                options.Cookie.SecurePolicy = CookieSecurePolicy.None;
                // vigil-ok: cs.cookie-insecure
                options.Cookie.SecurePolicy = CookieSecurePolicy.Always;
                // vigil: cs.cookie-insecure
                options.Cookie.HttpOnly = false;
            });

            services.AddControllersWithViews(o => o.Filters.Add(new AutoValidateAntiforgeryTokenAttribute()));
        }
    }

    public class PreferencesController : Controller
    {
        [HttpPost]
        // vigil: cs.csrf-disabled
        [IgnoreAntiforgeryToken]
        public IActionResult Theme(string theme)
        {
            // a preference cookie with default flags holds nothing to steal
            // vigil-ok: cs.cookie-insecure
            Response.Cookies.Append("prefs", theme);
            // vigil-ok: cs.cookie-insecure
            Response.Cookies.Append("theme2", theme, new CookieOptions { Secure = true, HttpOnly = true, SameSite = SameSiteMode.Lax });
            return RedirectToAction("Index");
        }
    }
}
