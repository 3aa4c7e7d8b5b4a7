using System.IdentityModel.Tokens.Jwt;
using Microsoft.IdentityModel.Tokens;

public class Auth
{
    public TokenValidationParameters Params() => new TokenValidationParameters
    {
        ValidateIssuer = true,
        // vigil: cs.jwt-no-verify
        RequireSignedTokens = false,
        // vigil: cs.jwt-no-verify
        SignatureValidator = (token, p) => new JwtSecurityToken(token),
    };

    public string UserOf(string token)
    {
        // vigil: cs.jwt-no-verify
        var jwt = new JwtSecurityTokenHandler().ReadJwtToken(token);
        return jwt.Subject;
    }

    public string UserOfSafe(string token, TokenValidationParameters p)
    {
        var handler = new JwtSecurityTokenHandler();
        var principal = handler.ValidateToken(token, p, out _);
        // vigil-ok: cs.jwt-no-verify
        var kid = handler.ReadJwtToken(token).Header.Kid;
        return principal.Identity.Name + kid;
    }

    public TokenValidationParameters FromIdentityProvider() => new TokenValidationParameters
    {
        ValidIssuer = "https://login.example.com/",
        // vigil: cs.jwt-no-verify
        ValidateIssuer = false,
        // vigil: cs.jwt-no-verify
        ValidateAudience = false,
    };

    public TokenValidationParameters OwnTokens(byte[] key) => new TokenValidationParameters
    {
        IssuerSigningKey = new SymmetricSecurityKey(key),
        // vigil-ok: cs.jwt-no-verify
        ValidateIssuer = false,
        // vigil-ok: cs.jwt-no-verify
        ValidateAudience = false,
    };

    public TokenValidationParameters Checked() => new TokenValidationParameters
    {
        // vigil-ok: cs.jwt-no-verify
        ValidateIssuer = true,
        // vigil-ok: cs.jwt-no-verify
        ValidateAudience = true,
    };
}
