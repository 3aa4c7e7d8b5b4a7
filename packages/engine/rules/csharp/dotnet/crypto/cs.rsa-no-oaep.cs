using System.Security.Cryptography;

public static class KeyWrap
{
    public static byte[] WrapLegacy(RSACryptoServiceProvider rsa, byte[] key)
    {
        // vigil: cs.rsa-no-oaep
        return rsa.Encrypt(key, false);
    }

    public static byte[] Wrap(RSACryptoServiceProvider rsa, byte[] key)
    {
        // vigil-ok: cs.rsa-no-oaep
        return rsa.Encrypt(key, true);
    }

    public static byte[] Unwrap(RSA rsa, byte[] wrapped)
    {
        // vigil: cs.rsa-no-oaep
        return rsa.Decrypt(wrapped, RSAEncryptionPadding.Pkcs1);
    }

    public static byte[] UnwrapOaep(RSA rsa, byte[] wrapped)
    {
        // vigil-ok: cs.rsa-no-oaep
        return rsa.Decrypt(wrapped, RSAEncryptionPadding.OaepSHA256);
    }

    public static byte[] Sign(RSA rsa, byte[] data)
    {
        // vigil-ok: cs.rsa-no-oaep
        return rsa.SignData(data, HashAlgorithmName.SHA256, RSASignaturePadding.Pkcs1);
    }
}
