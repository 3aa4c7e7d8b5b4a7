using Microsoft.IdentityModel.Tokens;

public static class JwtSetup
{
    public static TokenValidationParameters Loose() => new TokenValidationParameters
    {
        // vigil: cs.jwt-none
        ValidAlgorithms = new[] { SecurityAlgorithms.HmacSha256, "none" },
    };

    public static TokenValidationParameters Strict() => new TokenValidationParameters
    {
        // vigil-ok: cs.jwt-none
        ValidAlgorithms = new[] { SecurityAlgorithms.RsaSha256 },
    };
}
