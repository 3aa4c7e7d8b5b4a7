using System.Security.Cryptography;
using System.Text;

public class Hashes
{
    public byte[] PasswordHash(string pw)
    {
        // vigil: cs.weak-hash
        using var md5 = MD5.Create();
        return md5.ComputeHash(Encoding.UTF8.GetBytes(pw));
    }

    public byte[] Signature(byte[] body)
    {
        // vigil: cs.weak-hash
        return SHA1.HashData(body);
    }

    public byte[] Legacy(byte[] body)
    {
        // vigil: cs.weak-hash
        using var sha = new SHA1CryptoServiceProvider();
        return sha.ComputeHash(body);
    }

    public byte[] Integrity(byte[] body)
    {
        // vigil-ok: cs.weak-hash
        return SHA256.HashData(body);
    }

    public byte[] QualifiedChecksum(byte[] body)
    {
        // vigil: cs.weak-hash
        using var h = System.Security.Cryptography.MD5.Create();
        // vigil: cs.weak-hash
        var named = CryptoConfig.CreateFromName("SHA1");
        // vigil-ok: cs.weak-hash
        using var ok = System.Security.Cryptography.SHA256.Create();
        return h.ComputeHash(body);
    }
}
