using System.Security.Cryptography;

public class Modes
{
    public ICryptoTransform Ecb(byte[] key)
    {
        var aes = Aes.Create();
        // vigil: cs.ecb-mode
        aes.Mode = CipherMode.ECB;
        aes.Key = key;
        return aes.CreateEncryptor();
    }

    public byte[] OneShot(Aes aes, byte[] data)
    {
        // vigil: cs.ecb-mode
        return aes.EncryptEcb(data, PaddingMode.PKCS7);
    }

    public ICryptoTransform Cbc(Aes aes)
    {
        // vigil-ok: cs.ecb-mode
        aes.Mode = CipherMode.CBC;
        return aes.CreateEncryptor();
    }
}
