using System;
using System.Net;
using System.Net.Mail;
using System.Net.Http;
using System.Security.Cryptography;
using System.Security.Cryptography.X509Certificates;
using System.Text;
using Microsoft.AspNetCore.Authentication.Cookies;
using Microsoft.AspNetCore.Authentication.JwtBearer;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.IdentityModel.Tokens;

namespace Billing
{
    public static class Startup
    {
        public static void Configure(IServiceCollection services)
        {
            services.AddAuthentication().AddJwtBearer(o =>
            {
                // vigil: cs.cleartext-transport
                o.RequireHttpsMetadata = false;
                o.TokenValidationParameters = new TokenValidationParameters
                {
                    // vigil-ok: cs.jwt-no-verify
                    ValidateIssuerSigningKey = false,
                    // vigil: cs.jwt-no-verify
                    ValidateIssuer = false,
                    // vigil: cs.jwt-no-verify
                    ValidateAudience = false,
                    // vigil-ok: cs.jwt-no-expiry
                    ValidateLifetime = true,
                };
            });
            services.ConfigureApplicationCookie(o =>
            {
                // vigil: cs.cookie-insecure
                o.Cookie.SecurePolicy = CookieSecurePolicy.None;
                // vigil: cs.cookie-insecure
                o.Cookie.HttpOnly = false;
                // vigil-ok: cs.cookie-insecure
                o.Cookie.SameSite = SameSiteMode.Strict;
            });
            services.AddSession(o =>
            {
                // vigil: cs.cookie-insecure
                o.Cookie.SecurePolicy = CookieSecurePolicy.SameAsRequest;
            });
            services.AddAntiforgery(o =>
            {
                // vigil-ok: cs.cookie-insecure
                o.Cookie.SecurePolicy = CookieSecurePolicy.Always;
            });
        }

        public static void Mail(string body)
        {
            // vigil: cs.cleartext-transport
            var smtp = new SmtpClient("mail.billing.example.com", 25) { EnableSsl = false };
            smtp.Send("billing@example.com", "ops@example.com", "report", body);
            // vigil-ok: cs.cleartext-transport
            var smtp2 = new SmtpClient("mail.billing.example.com", 587) { EnableSsl = true };
            smtp2.Send("billing@example.com", "ops@example.com", "report", body);
        }

        public static X509Chain Chain()
        {
            var chain = new X509Chain();
            // vigil-todo: cs.tls-verify-disabled
            chain.ChainPolicy.RevocationMode = X509RevocationMode.NoCheck;
            // vigil: cs.tls-verify-disabled
            chain.ChainPolicy.VerificationFlags = X509VerificationFlags.AllowUnknownCertificateAuthority;
            return chain;
        }

        public static byte[] Encrypt(byte[] key, byte[] data)
        {
            using var aes = Aes.Create();
            aes.Key = key;
            // vigil: cs.hardcoded-key
            aes.IV = Encoding.UTF8.GetBytes("0123456789abcdef");
            // vigil-ok: cs.static-iv
            aes.GenerateIV();
            // vigil-ok: cs.weak-cipher
            aes.Padding = PaddingMode.None;
            return aes.CreateEncryptor().TransformFinalBlock(data, 0, data.Length);
        }

        public static async System.Threading.Tasks.Task<string> Status(HttpClient client)
        {
            // vigil: cs.cleartext-transport
            return await client.GetStringAsync("http://billing-api.example.com/status");
        }

        public static async System.Threading.Tasks.Task<string> StatusLocal(HttpClient client)
        {
            // vigil-ok: cs.cleartext-transport
            return await client.GetStringAsync("http://localhost:5000/status");
        }

        public static byte[] Sign(byte[] data)
        {
            // vigil-ok: cs.weak-hash
            using var hmac = new HMACMD5(Encoding.UTF8.GetBytes("k"));
            return hmac.ComputeHash(data);
        }

        public static string ApiToken()
        {
            var bytes = new byte[16];
            // vigil: cs.insecure-random
            new Random().NextBytes(bytes);
            return Convert.ToBase64String(bytes);
        }

        public static void Pipeline(WebApplication app)
        {
            // vigil-ok: cs.cleartext-transport
            app.UseHsts();
        }
    }
}
