using System;
using System.Net;
using System.Net.Http;
using System.Security.Cryptography;
using System.Text;

namespace Billing.Security
{
    public class TokenService
    {
        // vigil: cs.hardcoded-password
        private const string ReportingDb = "Server=db01;Database=reports;User Id=report;Password=Wint3r!Sky42;";
        // vigil-ok: cs.hardcoded-password
        private const string LocalDb = "Server=(localdb)\\MSSQLLocalDB;Database=reports;Integrated Security=true;";

        private static readonly Random Jitter = new Random();

        public string NewResetToken()
        {
            var rng = new Random();
            // vigil: cs.insecure-random
            var resetToken = rng.Next(100000, 999999).ToString();
            return resetToken;
        }

        public string NewApiKey()
        {
            // vigil-ok: cs.insecure-random
            var apiKey = Convert.ToBase64String(RandomNumberGenerator.GetBytes(32));
            return apiKey;
        }

        public int RetryDelayMs()
        {
            // vigil-ok: cs.insecure-random
            return 200 + Jitter.Next(0, 100);
        }

        public string SignPayload(string payload)
        {
            // vigil: cs.weak-hash
            using var md5 = MD5.Create();
            // vigil-ok: cs.weak-hash
            using var sha = SHA256.Create();
            // vigil: cs.weak-hash
            var legacy = (HashAlgorithm)CryptoConfig.CreateFromName("SHA1");
            return Convert.ToHexString(md5.ComputeHash(Encoding.UTF8.GetBytes(payload)))
                + Convert.ToHexString(sha.ComputeHash(Encoding.UTF8.GetBytes(payload)))
                + Convert.ToHexString(legacy.ComputeHash(Encoding.UTF8.GetBytes(payload)));
        }

        public byte[] Seal(byte[] data, byte[] key)
        {
            // vigil: cs.weak-cipher
            using var des = TripleDES.Create();
            // vigil-ok: cs.weak-cipher
            using var aes = Aes.Create();
            // vigil: cs.ecb-mode
            aes.Mode = CipherMode.ECB;
            // vigil-ok: cs.ecb-mode
            des.Mode = CipherMode.CBC;
            aes.Key = key;
            // vigil: cs.static-iv
            aes.IV = new byte[16];
            return aes.CreateEncryptor().TransformFinalBlock(data, 0, data.Length);
        }

        public byte[] SealRandomIv(byte[] data, byte[] key)
        {
            using var aes = Aes.Create();
            aes.Key = key;
            // vigil-ok: cs.static-iv
            aes.GenerateIV();
            return aes.CreateEncryptor().TransformFinalBlock(data, 0, data.Length);
        }

        public RSA NewSigningKey()
        {
            // vigil: cs.weak-key-size
            var weak = new RSACryptoServiceProvider(1024);
            weak.Dispose();
            // vigil-ok: cs.weak-key-size
            return RSA.Create(3072);
        }

        public HttpClient PartnerClient()
        {
            // vigil: cs.tls-verify-disabled
            ServicePointManager.ServerCertificateValidationCallback = delegate { return true; };
            var handler = new HttpClientHandler
            {
                // vigil: cs.tls-verify-disabled
                ServerCertificateCustomValidationCallback = (message, cert, chain, errors) => true,
            };
            var checkedHandler = new HttpClientHandler
            {
                // vigil-ok: cs.tls-verify-disabled
                ServerCertificateCustomValidationCallback = (message, cert, chain, errors) => errors == System.Net.Security.SslPolicyErrors.None,
            };
            checkedHandler.Dispose();
            return new HttpClient(handler);
        }
    }
}
