using System.Security.Cryptography;
using System.Text;

public class Envelope
{
    public byte[] Seal(byte[] key, byte[] data)
    {
        using var aes = Aes.Create();
        aes.Key = key;
        // vigil: cs.static-iv
        aes.IV = new byte[16];
        return aes.CreateEncryptor().TransformFinalBlock(data, 0, data.Length);
    }

    public byte[] SealLiteral(byte[] key, byte[] data)
    {
        using var aes = Aes.Create();
        // vigil: cs.static-iv
        var enc = aes.CreateEncryptor(key, new byte[] { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 });
        return enc.TransformFinalBlock(data, 0, data.Length);
    }

    public ICryptoTransform Managed(byte[] key) => new RijndaelManaged
    {
        Key = key,
        // vigil: cs.static-iv
        IV = new byte[] { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
    }.CreateEncryptor();

    public byte[] SealRandom(byte[] key, byte[] data)
    {
        using var aes = Aes.Create();
        aes.Key = key;
        // vigil-ok: cs.static-iv
        aes.GenerateIV();
        var iv = new byte[16];
        RandomNumberGenerator.Fill(iv);
        // vigil-ok: cs.static-iv
        aes.IV = iv;
        // vigil-ok: cs.static-iv
        var enc = aes.CreateEncryptor(key, iv);
        return enc.TransformFinalBlock(data, 0, data.Length);
    }

    public byte[] Open(byte[] key, byte[] packet)
    {
        using var aes = Aes.Create();
        // vigil-ok: cs.static-iv
        aes.IV = packet[..16];
        // vigil-ok: cs.static-iv
        var dec = aes.CreateDecryptor(key, new byte[] { packet[0], packet[1], packet[2], packet[3], packet[4], packet[5], packet[6], packet[7], packet[8], packet[9], packet[10], packet[11], packet[12], packet[13], packet[14], packet[15] });
        return dec.TransformFinalBlock(packet, 16, packet.Length - 16);
    }
}
