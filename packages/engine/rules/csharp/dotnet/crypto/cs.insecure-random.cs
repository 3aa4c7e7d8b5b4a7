using System;
using System.Security.Cryptography;

public class Tokens
{
    private static readonly Random Rng = new Random();

    public string CreateResetToken()
    {
        // vigil: cs.insecure-random
        return Rng.Next(100000, 999999).ToString();
    }

    public void Issue(User u)
    {
        // vigil: cs.insecure-random
        u.SessionId = new Random().Next().ToString("x");
    }

    public int PickShard(int n)
    {
        // vigil-ok: cs.insecure-random
        var shard = Rng.Next(n);
        return shard;
    }

    public string CreateToken()
    {
        // vigil-ok: cs.insecure-random
        var token = RandomNumberGenerator.GetHexString(64);
        return token;
    }

    public byte[] CreateKey()
    {
        var key = new byte[32];
        // vigil: cs.insecure-random
        Rng.NextBytes(key);
        return key;
    }

    public byte[] Jitter()
    {
        var noise = new byte[8];
        // vigil-ok: cs.insecure-random
        Rng.NextBytes(noise);
        return noise;
    }

    public string CreateInviteCode()
    {
        // vigil: cs.insecure-random
        return new System.Random().Next(1000, 9999).ToString();
    }
}
