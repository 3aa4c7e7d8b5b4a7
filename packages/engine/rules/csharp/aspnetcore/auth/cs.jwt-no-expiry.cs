using Microsoft.IdentityModel.Tokens;

public static class TokenSetup
{
    public static TokenValidationParameters Lenient(SecurityKey key) => new TokenValidationParameters
    {
        IssuerSigningKey = key,
        ValidIssuer = "https://id.example.com",
        // vigil: cs.jwt-no-expiry
        ValidateLifetime = false,
        // vigil-ok: cs.jwt-no-expiry
        ValidateAudience = false,
    };

    public static TokenValidationParameters Strict(SecurityKey key)
    {
        var p = new TokenValidationParameters { IssuerSigningKey = key };
        // vigil: cs.jwt-no-expiry
        p.RequireExpirationTime = false;
        // vigil-ok: cs.jwt-no-expiry
        p.ValidateLifetime = true;
        return p;
    }
}
