using System.Security.Cryptography;

public class Ciphers
{
    public ICryptoTransform Legacy(byte[] key, byte[] iv)
    {
        // vigil: cs.weak-cipher
        var des = TripleDES.Create();
        return des.CreateEncryptor(key, iv);
    }

    public ICryptoTransform Older(byte[] key, byte[] iv)
    {
        // vigil: cs.weak-cipher
        var des = new DESCryptoServiceProvider();
        return des.CreateEncryptor(key, iv);
    }

    public void Modern(byte[] key, byte[] nonce, byte[] plain, byte[] cipher, byte[] tag)
    {
        // vigil-ok: cs.weak-cipher
        using var aes = new AesGcm(key, 16);
        aes.Encrypt(nonce, plain, cipher, tag);
    }

    public void Qualified()
    {
        // vigil: cs.weak-cipher
        using var des = System.Security.Cryptography.DES.Create();
        // vigil: cs.weak-cipher
        using var tdes = new System.Security.Cryptography.TripleDESCryptoServiceProvider();
        // vigil-ok: cs.weak-cipher
        using var aes = System.Security.Cryptography.Aes.Create();
    }
}
