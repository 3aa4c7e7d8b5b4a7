using System.Data;
using System.Diagnostics;
using System.IO;
using System.Text.RegularExpressions;
using Dapper;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

namespace Telemetry.Api;

public static class Endpoints
{
    private static readonly string AvatarRoot = "/srv/avatars";

    public static void Map(WebApplication app)
    {
        app.MapGet("/avatars/{name}", (string name) =>
            // vigil: cs.path-traversal
            Results.File(File.OpenRead(Path.Combine(AvatarRoot, name)), "image/png"));

        app.MapGet("/avatars/safe/{name}", (string name) =>
            // vigil-ok: cs.path-traversal
            Results.File(File.OpenRead(Path.Combine(AvatarRoot, Path.GetFileName(name))), "image/png"));

        app.MapGet("/devices", async (string owner, IDbConnection db) =>
            // vigil: cs.sql-injection
            await db.QueryAsync<Device>($"SELECT * FROM Devices WHERE Owner = '{owner}'"));

        app.MapGet("/devices/safe", async (string owner, IDbConnection db) =>
            // vigil-ok: cs.sql-injection
            await db.QueryAsync<Device>("SELECT * FROM Devices WHERE Owner = @owner", new { owner }));

        app.MapPost("/diagnostics/ping", (string host) =>
        {
            // vigil: cs.command-injection
            Process.Start("/bin/sh", "-c \"ping -c 1 " + host + "\"");
            // vigil-ok: cs.command-injection
            Process.Start(new ProcessStartInfo("ping") { ArgumentList = { "-c", "1", host } });
            return Results.Accepted();
        });

        app.MapGet("/search", (HttpRequest request) =>
        {
            string pattern = request.Query["pattern"];
            // vigil: cs.regex-injection
            var hit = Regex.IsMatch("device-serial-0001", pattern);
            // vigil-ok: cs.regex-injection
            var hit2 = Regex.IsMatch("device-serial-0001", Regex.Escape(pattern));
            return Results.Ok(hit || hit2);
        });

        app.MapGet("/labels", (string label) =>
            // vigil: cs.xss
            Results.Content("<b>" + label + "</b>", "text/html"));

        app.MapGet("/labels/plain", (string label) =>
            // vigil-ok: cs.xss
            Results.Content("label: " + label, "text/plain"));

        app.MapGet("/greeting", (string name) =>
            // vigil-ok: cs.xss, cs.sql-injection
            Results.Ok(string.Format("Hello {0}", name)));
    }
}

public record Device(int Id, string Owner);
