using Microsoft.Extensions.DependencyInjection;

public static class CorsSetup
{
    public static void Add(IServiceCollection services)
    {
        services.AddCors(o =>
        {
            // vigil: cs.cors-permissive
            o.AddPolicy("open", p => p.SetIsOriginAllowed(_ => true).AllowAnyHeader().AllowCredentials());
            // vigil: cs.cors-permissive
            o.AddPolicy("any", p => p.AllowAnyOrigin().AllowCredentials());
            // vigil-ok: cs.cors-permissive
            o.AddPolicy("app", p => p.WithOrigins("https://app.example.com").AllowCredentials());
            // vigil-ok: cs.cors-permissive
            o.AddPolicy("public", p => p.AllowAnyOrigin().AllowAnyMethod());
        });
    }
}
