using System;
using System.Net;
using System.Net.Http;
using System.Net.Security;
using System.Security.Authentication;
using System.Security.Cryptography;
using System.Text;
using System.Xml;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.IdentityModel.Tokens;

namespace Ledger.Config
{
    public static class SecurityConfig
    {
        // vigil: cs.hardcoded-password
        private const string LedgerDb = "Server=sql01;Database=ledger;User Id=ledger_app;Password=Qv7!rTz92mLp;";
        // vigil-ok: cs.hardcoded-password
        private const string LocalDb = "Server=(localdb)\\mssqllocaldb;Database=ledger;Trusted_Connection=True;";

        public static byte[] HashPassword(string password)
        {
            // vigil: cs.weak-hash
            using var md5 = MD5.Create();
            return md5.ComputeHash(Encoding.UTF8.GetBytes(password));
        }

        public static byte[] ApiKeyDigest(string apiKey)
        {
            // vigil: cs.weak-hash
            using var sha = new SHA1Managed();
            return sha.ComputeHash(Encoding.UTF8.GetBytes(apiKey));
        }

        public static byte[] ApiKeyDigestSafe(string apiKey)
        {
            // vigil-ok: cs.weak-hash
            using var sha = SHA256.Create();
            return sha.ComputeHash(Encoding.UTF8.GetBytes(apiKey));
        }

        public static ICryptoTransform Legacy(byte[] key, byte[] iv)
        {
            // vigil: cs.weak-cipher
            var des = new TripleDESCryptoServiceProvider();
            return des.CreateEncryptor(key, iv);
        }

        public static ICryptoTransform Rc2(byte[] key, byte[] iv)
        {
            // vigil: cs.weak-cipher
            var rc2 = RC2.Create();
            return rc2.CreateEncryptor(key, iv);
        }

        public static ICryptoTransform Block(byte[] key)
        {
            var aes = Aes.Create();
            // vigil: cs.ecb-mode
            aes.Mode = CipherMode.ECB;
            // vigil-ok: cs.ecb-mode
            aes.Mode = CipherMode.CBC;
            return aes.CreateEncryptor(key, aes.IV);
        }

        public static string ResetToken()
        {
            var rng = new Random();
            // vigil: cs.insecure-random
            var token = rng.Next(100000, 999999).ToString();
            return token;
        }

        public static string ResetTokenSafe()
        {
            // vigil-ok: cs.insecure-random
            return RandomNumberGenerator.GetInt32(100000, 999999).ToString();
        }

        public static HttpClient Client()
        {
            var handler = new HttpClientHandler();
            // vigil: cs.tls-verify-disabled
            handler.ServerCertificateCustomValidationCallback = HttpClientHandler.DangerousAcceptAnyServerCertificateValidator;
            return new HttpClient(handler);
        }

        public static void Global()
        {
            // vigil: cs.tls-verify-disabled
            ServicePointManager.ServerCertificateValidationCallback = delegate { return true; };
            // vigil: cs.weak-tls
            ServicePointManager.SecurityProtocol = SecurityProtocolType.Tls | SecurityProtocolType.Ssl3;
            // vigil-ok: cs.weak-tls
            ServicePointManager.SecurityProtocol = SecurityProtocolType.Tls12 | SecurityProtocolType.Tls13;
        }

        public static RSA Keys()
        {
            // vigil: cs.weak-key-size
            return new RSACryptoServiceProvider(1024);
        }

        public static void Cookies(HttpResponse response, string sid)
        {
            // vigil: cs.cookie-insecure
            response.Cookies.Append("sid", sid, new CookieOptions { HttpOnly = false, Secure = false });
            // vigil-ok: cs.cookie-insecure
            response.Cookies.Append("sid", sid, new CookieOptions { HttpOnly = true, Secure = true, SameSite = SameSiteMode.Strict });
        }

        public static void Services(IServiceCollection services)
        {
            services.AddCors(o => o.AddPolicy("all", p =>
                // vigil: cs.cors-permissive
                p.SetIsOriginAllowed(origin => true).AllowCredentials().AllowAnyHeader()));
            services.AddCors(o => o.AddPolicy("app", p =>
                // vigil-ok: cs.cors-permissive
                p.WithOrigins("https://ledger.example.com").AllowAnyHeader()));
        }

        public static TokenValidationParameters Jwt(SecurityKey key)
        {
            return new TokenValidationParameters
            {
                IssuerSigningKey = key,
                // vigil: cs.jwt-no-expiry
                ValidateLifetime = false,
                // vigil: cs.jwt-no-verify
                RequireSignedTokens = false,
            };
        }

        public static XmlDocument Load(string xml)
        {
            // vigil: cs.xxe-parser
            var doc = new XmlDocument { XmlResolver = new XmlUrlResolver() };
            doc.LoadXml(xml);
            return doc;
        }

        public static XmlReader Reader(System.IO.Stream s)
        {
            var settings = new XmlReaderSettings();
            // vigil: cs.xxe-parser
            settings.DtdProcessing = DtdProcessing.Parse;
            // vigil-ok: cs.xxe-parser
            settings.DtdProcessing = DtdProcessing.Prohibit;
            return XmlReader.Create(s, settings);
        }

        public static byte[] Derive(string password, byte[] salt)
        {
            // vigil: cs.weak-password-hash
            using var kdf = new Rfc2898DeriveBytes(password, salt, 1000);
            return kdf.GetBytes(32);
        }

        public static void Pipeline(WebApplication app)
        {
            // vigil: cs.debug-enabled
            app.UseDeveloperExceptionPage();
        }
    }
}
