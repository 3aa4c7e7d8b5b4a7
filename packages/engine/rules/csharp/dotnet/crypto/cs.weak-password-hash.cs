using System.Security.Cryptography;
using Microsoft.AspNetCore.Cryptography.KeyDerivation;

public static class PasswordKeys
{
    private const int Rounds = 310_000;

    public static byte[] Legacy(string password, byte[] salt)
    {
        // vigil: cs.weak-password-hash
        using var kdf = new Rfc2898DeriveBytes(password, salt);
        return kdf.GetBytes(32);
    }

    public static byte[] Explicit(string password, byte[] salt)
    {
        // vigil: cs.weak-password-hash
        using var kdf = new Rfc2898DeriveBytes(password, salt, 1000, HashAlgorithmName.SHA256);
        // vigil-ok: cs.weak-password-hash
        using var strong = new Rfc2898DeriveBytes(password, salt, 600000, HashAlgorithmName.SHA256);
        return strong.GetBytes(32);
    }

    public static byte[] Pbkdf1(string password, byte[] salt)
    {
        // vigil: cs.weak-password-hash
        var kdf = new PasswordDeriveBytes(password, salt);
        return kdf.GetBytes(16);
    }

    public static byte[] OneShot(string password, byte[] salt)
    {
        // vigil: cs.weak-password-hash
        var weak = Rfc2898DeriveBytes.Pbkdf2(password, salt, 5000, HashAlgorithmName.SHA256, 32);
        // vigil-ok: cs.weak-password-hash
        var good = Rfc2898DeriveBytes.Pbkdf2(password, salt, Rounds, HashAlgorithmName.SHA256, 32);
        return weak.Length == good.Length ? good : weak;
    }

    public static byte[] Core(string password, byte[] salt)
    {
        // vigil: cs.weak-password-hash
        var weak = KeyDerivation.Pbkdf2(password, salt, KeyDerivationPrf.HMACSHA256, iterationCount: 1000, numBytesRequested: 32);
        // vigil-ok: cs.weak-password-hash
        var good = KeyDerivation.Pbkdf2(password, salt, KeyDerivationPrf.HMACSHA256, 100_000, 32);
        return weak.Length == good.Length ? good : weak;
    }
}
