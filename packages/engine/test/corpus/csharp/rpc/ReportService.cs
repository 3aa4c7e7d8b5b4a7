using System.Data.SqlClient;
using System.Diagnostics;
using System.Threading.Tasks;
using Grpc.Core;
using Microsoft.AspNetCore.SignalR;

namespace Acme.Reports.Rpc;

public class ReportService : Reports.ReportsBase
{
    private readonly SqlConnection _conn;

    public ReportService(SqlConnection conn)
    {
        _conn = conn;
    }

    public override async Task<ReportReply> Find(ReportRequest request, ServerCallContext context)
    {
        // vigil: cs.sql-injection
        var cmd = new SqlCommand("SELECT body FROM reports WHERE title = '" + request.Title + "'", _conn);
        // vigil-ok: cs.sql-injection
        var safe = new SqlCommand("SELECT body FROM reports WHERE title = @title", _conn);
        safe.Parameters.AddWithValue("@title", request.Title);
        var body = (string)await cmd.ExecuteScalarAsync();
        await safe.ExecuteScalarAsync();
        return new ReportReply { Body = body };
    }

    // not an RPC: a helper called with the service's own constants
    public string Render(string template)
    {
        // vigil-ok: cs.command-injection
        Process.Start("/usr/bin/render", template);
        return template;
    }
}

public class ChatHub : Hub
{
    public async Task Export(string room)
    {
        // vigil: cs.command-injection
        Process.Start("/usr/bin/zip", "-r /tmp/export.zip /var/chat/" + room);
        // vigil-ok: cs.command-injection
        Process.Start("/usr/bin/zip", "-r /tmp/export.zip /var/chat/" + Path.GetFileName(room).Length);
        await Clients.Caller.SendAsync("exported");
    }
}
