using System;
using System.Data.SqlClient;
using System.Diagnostics;
using System.IO;
using System.Net.Sockets;

namespace Acme.Tools;

// Nightly import tool: reads a customer code from the console, the environment or the
// warehouse feed socket and looks the customer up.
public static class ImportTool
{
    private const int MODE = 2;
    private static readonly bool VerboseAudit = false;
    private static readonly string Conn = Environment.GetEnvironmentVariable("IMPORT_DB") ?? "";

    private static bool LegacyFeed() { return false; }

    public static void Main(string[] args)
    {
        Console.Write("customer code: ");
        string code = Console.ReadLine() ?? "";
        using var db = new SqlConnection(Conn);
        db.Open();
        // vigil: cs.sql-injection
        new SqlCommand("SELECT * FROM Customers WHERE Code = '" + code + "'", db).ExecuteReader().Close();
        var byParam = new SqlCommand("SELECT * FROM Customers WHERE Code = @code", db);
        byParam.Parameters.Add(new SqlParameter("@code", code));
        // vigil-ok: cs.sql-injection
        byParam.ExecuteReader().Close();
        int id = int.Parse(code);
        // vigil-ok: cs.sql-injection
        new SqlCommand("DELETE FROM Staging WHERE CustomerId = " + id, db).ExecuteNonQuery();

        string region = Environment.GetEnvironmentVariable("IMPORT_REGION") ?? "eu";
        var cmd = db.CreateCommand();
        // vigil: cs.sql-injection
        cmd.CommandText = "UPDATE Runs SET Region = '" + region + "'";
        cmd.ExecuteNonQuery();

        if (VerboseAudit)
        {
            // vigil-ok: cs.sql-injection
            new SqlCommand("INSERT INTO Audit VALUES ('" + region + "')", db).ExecuteNonQuery();
        }
        if (LegacyFeed())
        {
            // vigil-ok: cs.command-injection
            Process.Start("legacy-import", region);
        }
        switch (MODE)
        {
            case 1:
                // vigil-ok: cs.path-traversal
                File.Delete("/var/import/" + code);
                break;
            case 2:
                // vigil: cs.path-traversal
                File.Delete("/var/import/" + code);
                break;
        }
        // vigil-ok: cs.path-traversal
        File.Delete("/var/import/" + Path.GetFileName(code));
    }

    public static void FromFeed(string host)
    {
        string line = "";
        using (var client = new TcpClient(host, 7001))
        using (var reader = new StreamReader(client.GetStream()))
        {
            while (true)
            {
                line = reader.ReadLine() ?? "";
                break;
            }
        }
        // vigil: cs.command-injection
        Process.Start("/usr/local/bin/archive", "--batch " + line);
        var psi = new ProcessStartInfo("/usr/local/bin/archive");
        // vigil: cs.command-injection
        psi.Arguments = "--batch " + line;
        string fixedBatch = "nightly";
        // vigil-ok: cs.command-injection
        Process.Start("/usr/local/bin/archive", "--batch " + fixedBatch);
        // vigil-ok: cs.command-injection
        Process.Start("/usr/local/bin/archive", "--batch " + int.Parse(line));
        // vigil: cs.sql-injection
        var adapter = new System.Data.SqlClient.SqlDataAdapter("SELECT * FROM Batches WHERE Name = '" + line + "'", Conn);
        // vigil-ok: cs.sql-injection
        var all = new SqlDataAdapter("SELECT * FROM Batches", Conn);
    }
}
