using System.Data.SqlClient;
using System.Diagnostics;
using System.Xml;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);
var app = builder.Build();

app.MapGet("/ping", (string host) =>
{
    // vigil: cs.command-injection
    Process.Start("ping", "-c 1 " + host);
    return Results.Ok();
});

app.MapGet("/ping-count", (int count) =>
{
    // vigil-ok: cs.command-injection
    Process.Start("ping", "-c " + count + " localhost");
    return Results.Ok();
});

app.MapGet("/docs/{name}", ([FromRoute] string name) =>
{
    // vigil: cs.path-traversal
    return Results.Text(File.ReadAllText("/srv/docs/" + name));
});

app.MapGet("/docs-safe/{name}", (string name) =>
    // vigil-ok: cs.path-traversal
    Results.Text(File.ReadAllText("/srv/docs/" + Path.GetFileName(name))));

app.MapPost("/notes/search", async (string term, ShopDbContext db) =>
{
    // vigil: cs.sql-injection
    var raw = await db.Notes.FromSqlRaw($"SELECT * FROM Notes WHERE Body LIKE '%{term}%'").ToListAsync();
    // vigil-ok: cs.sql-injection
    var bound = await db.Notes.FromSqlInterpolated($"SELECT * FROM Notes WHERE Body LIKE {term}").ToListAsync();
    // vigil: cs.sql-injection
    await db.Database.ExecuteSqlRawAsync("DELETE FROM Drafts WHERE Title = '" + term + "'");
    // vigil-ok: cs.sql-injection
    await db.Database.ExecuteSqlRawAsync("DELETE FROM Drafts WHERE Title = {0}", term);
    return Results.Ok(raw.Count + bound.Count);
});

app.MapPost("/import", (HttpRequest request) =>
{
    var body = new StreamReader(request.Body).ReadToEnd();
    var doc = new XmlDocument();
    doc.XmlResolver = null;
    // vigil-ok: cs.xxe
    doc.LoadXml(body);
    return Results.Ok(doc.DocumentElement?.Name);
});

app.MapGet("/go", (string next, LinkGenerator links) =>
    // vigil: cs.open-redirect
    Results.Redirect(next));

app.Run();
