using System.Security.Cryptography;

public class Keys
{
    public RSA Legacy()
    {
        // vigil: cs.weak-key-size
        return new RSACryptoServiceProvider(1024);
    }

    public RSA Factory()
    {
        // vigil: cs.weak-key-size
        return RSA.Create(512);
    }

    public DSA Signer()
    {
        // vigil: cs.weak-key-size
        return new DSACryptoServiceProvider(dwKeySize: 1024);
    }

    public RSA Resized()
    {
        var rsa = RSA.Create();
        // vigil: cs.weak-key-size
        rsa.KeySize = 1536;
        return rsa;
    }

    public RSA Modern()
    {
        // vigil-ok: cs.weak-key-size
        var rsa = RSA.Create(3072);
        // vigil-ok: cs.weak-key-size
        rsa.KeySize = 4096;
        return rsa;
    }

    public Aes Symmetric()
    {
        var aes = Aes.Create();
        // vigil-ok: cs.weak-key-size
        aes.KeySize = 128;
        return aes;
    }

    public RSA Default()
    {
        // vigil-ok: cs.weak-key-size
        return new RSACryptoServiceProvider(2048);
    }
}
