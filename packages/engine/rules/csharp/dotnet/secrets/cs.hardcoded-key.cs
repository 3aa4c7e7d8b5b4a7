using System.Text;
using Microsoft.IdentityModel.Tokens;

public class JwtConfig
{
    public SecurityKey Key()
    {
        // vigil: cs.hardcoded-key
        return new SymmetricSecurityKey(Encoding.UTF8.GetBytes("this-is-my-super-secret-signing-key"));
    }

    public void Cipher(System.Security.Cryptography.Aes aes)
    {
        // vigil: cs.hardcoded-key
        aes.Key = Encoding.ASCII.GetBytes("0123456789abcdef0123456789abcdef");
    }

    public SecurityKey KeySafe(IConfiguration cfg)
    {
        // vigil-ok: cs.hardcoded-key
        return new SymmetricSecurityKey(Encoding.UTF8.GetBytes(cfg["Jwt:Key"]));
    }
}
