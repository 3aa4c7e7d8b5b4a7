using System.Net;
using System.Net.Http;
using System.Net.Security;
using System.Security.Cryptography;
using System.Text;
using System.IdentityModel.Tokens.Jwt;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.IdentityModel.Tokens;
using System.Xml;

namespace Acme.Common;

public static class Security
{
    // vigil: cs.hardcoded-password
    private const string ConnectionString = "Server=db.internal;Database=crm;User Id=crm;Password=Crm#2024pass;";
    // vigil-ok: cs.hardcoded-password
    private const string ReportingConnectionTemplate = "Server=db.internal;Database=reporting;User Id=reporting;Password={0};";
    private const string PartnerThumbprint = "3F1A0C5E9B7D2468ACE013579BDF2468ACE01357";

    public static string HashPassword(string password)
    {
        // vigil: cs.weak-hash
        using var md5 = MD5.Create();
        return Convert.ToHexString(md5.ComputeHash(Encoding.UTF8.GetBytes(password)));
    }

    public static string LegacyDigest(string apiKey)
    {
        // vigil: cs.weak-hash
        return Convert.ToHexString(SHA1.HashData(Encoding.UTF8.GetBytes(apiKey)));
    }

    public static string Checksum(byte[] data)
    {
        // vigil-ok: cs.weak-hash
        return Convert.ToHexString(SHA256.HashData(data));
    }

    public static byte[] LegacyEncrypt(byte[] data, byte[] key)
    {
        // vigil: cs.weak-cipher
        using var des = TripleDES.Create();
        des.Key = key;
        return des.CreateEncryptor().TransformFinalBlock(data, 0, data.Length);
    }

    public static byte[] EncryptEcb(byte[] data, byte[] key)
    {
        using var aes = Aes.Create();
        aes.Key = key;
        // vigil: cs.ecb-mode
        aes.Mode = CipherMode.ECB;
        return aes.CreateEncryptor().TransformFinalBlock(data, 0, data.Length);
    }

    public static byte[] Encrypt(byte[] data, byte[] key, byte[] nonce, byte[] tag)
    {
        var ct = new byte[data.Length];
        // vigil-ok: cs.weak-cipher, cs.ecb-mode
        using var gcm = new AesGcm(key, 16);
        gcm.Encrypt(nonce, data, ct, tag);
        return ct;
    }

    public static string ResetToken()
    {
        // vigil: cs.insecure-random
        return new Random().NextInt64().ToString("x16");
    }

    public static string ResetTokenSafe()
    {
        // vigil-ok: cs.insecure-random
        return Convert.ToHexString(RandomNumberGenerator.GetBytes(16));
    }

    public static HttpClient PartnerClient()
    {
        var handler = new HttpClientHandler
        {
            // vigil: cs.tls-verify-disabled
            ServerCertificateCustomValidationCallback = (msg, cert, chain, errors) => true,
        };
        return new HttpClient(handler);
    }

    public static HttpClient PinnedPartnerClient()
    {
        var handler = new HttpClientHandler
        {
            // vigil-ok: cs.tls-verify-disabled
            ServerCertificateCustomValidationCallback = (msg, cert, chain, errors) =>
                errors == SslPolicyErrors.None && cert is not null && string.Equals(cert.Thumbprint, PartnerThumbprint, StringComparison.OrdinalIgnoreCase),
        };
        return new HttpClient(handler);
    }

    public static void Remember(HttpResponse response, string token)
    {
        // vigil: cs.cookie-insecure
        response.Cookies.Append("remember", token, new CookieOptions { Expires = DateTimeOffset.UtcNow.AddDays(30) });
        // vigil-ok: cs.cookie-insecure
        response.Cookies.Append("session", token, new CookieOptions { Secure = true, HttpOnly = true, SameSite = SameSiteMode.Strict });
    }

    public static TokenValidationParameters Validation(SecurityKey key) => new()
    {
        IssuerSigningKey = key,
        // vigil-ok: cs.jwt-no-verify
        ValidateIssuerSigningKey = false,
        // vigil: cs.jwt-no-verify
        RequireSignedTokens = false,
    };

    public static TokenValidationParameters StrictValidation(SecurityKey key) => new()
    {
        IssuerSigningKey = key,
        // vigil-ok: cs.jwt-no-verify
        RequireSignedTokens = true,
        ValidateIssuerSigningKey = true,
    };

    public static void ConfigureCors(WebApplication app)
    {
        // vigil: cs.cors-permissive
        app.UseCors(p => p.SetIsOriginAllowed(_ => true).AllowCredentials().AllowAnyHeader());
        // vigil-ok: cs.cors-permissive
        app.UseCors(p => p.WithOrigins("https://crm.example.com").AllowCredentials());
    }

    public static XmlReaderSettings XmlSettings()
    {
        // vigil: cs.xxe-parser
        return new XmlReaderSettings { DtdProcessing = DtdProcessing.Parse, XmlResolver = new XmlUrlResolver() };
    }

    public static string Connection() => ConnectionString;

    public static string ReportingConnection() =>
        string.Format(ReportingConnectionTemplate, Environment.GetEnvironmentVariable("REPORTING_DB_PASSWORD"));

    public static byte[] NewExportKey()
    {
        var key = new byte[32];
        // vigil: cs.insecure-random
        new Random().NextBytes(key);
        return key;
    }

    public static byte[] NewExportKeyStrong()
    {
        var key = new byte[32];
        // vigil-ok: cs.insecure-random
        RandomNumberGenerator.Fill(key);
        return key;
    }

    public static byte[] SampleRows(int count)
    {
        var picks = new byte[count];
        // vigil-ok: cs.insecure-random
        new Random().NextBytes(picks);
        return picks;
    }

    public static byte[] ExportKeyFromPassphrase(string passphrase, byte[] salt)
    {
        // vigil: cs.weak-password-hash
        using var kdf = new Rfc2898DeriveBytes(passphrase, salt);
        return kdf.GetBytes(32);
    }

    public static byte[] ExportKeyFromPassphraseStrong(string passphrase, byte[] salt)
    {
        // vigil-ok: cs.weak-password-hash
        return Rfc2898DeriveBytes.Pbkdf2(passphrase, salt, 600_000, HashAlgorithmName.SHA256, 32);
    }
}
