using System.DirectoryServices;
using System.Runtime.Serialization.Formatters.Binary;
using Microsoft.AspNetCore.Http;
using Microsoft.CodeAnalysis.CSharp.Scripting;

namespace Acme.Crm.Services;

public class DirectoryService
{
    private readonly IHttpContextAccessor _ctx;
    private readonly DirectoryEntry _root = new("LDAP://dc.acme.local/OU=Staff,DC=acme,DC=local");
    private const bool LegacyLookup = false;

    public DirectoryService(IHttpContextAccessor ctx)
    {
        _ctx = ctx;
    }

    public SearchResult? FindUser()
    {
        var user = _ctx.HttpContext!.Request.Query["user"].ToString();
        // vigil: cs.ldap-injection
        var searcher = new DirectorySearcher(_root, "(&(objectClass=user)(sAMAccountName=" + user + "))");
        return searcher.FindOne();
    }

    public SearchResult? FindUserSafe()
    {
        var user = _ctx.HttpContext!.Request.Query["user"].ToString();
        var clean = new string(user.Where(char.IsLetterOrDigit).ToArray());
        // vigil-ok: cs.ldap-injection
        var searcher = new DirectorySearcher(_root, "(&(objectClass=user)(sAMAccountName=" + clean + "))");
        return searcher.FindOne();
    }

    public object? RestoreState()
    {
        var formatter = new BinaryFormatter();
        // vigil: cs.insecure-deserialization
        return formatter.Deserialize(_ctx.HttpContext!.Request.Body);
    }

    public async Task<object> Evaluate()
    {
        var expr = _ctx.HttpContext!.Request.Form["expr"].ToString();
        if (LegacyLookup)
        {
            // vigil-ok: cs.code-injection
            return await CSharpScript.EvaluateAsync(expr);
        }
        // vigil: cs.code-injection
        return await CSharpScript.EvaluateAsync<object>("return " + expr + ";");
    }

    public Type? ResolveHandler()
    {
        var name = _ctx.HttpContext!.Request.Query["handler"].ToString();
        // vigil: cs.unsafe-reflection
        return Type.GetType("Acme.Crm.Handlers." + name);
    }

    private static readonly HashSet<string> KnownHandlers = new(StringComparer.Ordinal) { "CsvExport", "PdfExport", "Webhook" };

    public Type? ResolveHandlerSafe()
    {
        var name = _ctx.HttpContext!.Request.Query["handler"].ToString();
        if (!KnownHandlers.Contains(name))
        {
            return null;
        }
        // vigil-ok: cs.unsafe-reflection
        return Type.GetType("Acme.Crm.Handlers." + name);
    }
}
