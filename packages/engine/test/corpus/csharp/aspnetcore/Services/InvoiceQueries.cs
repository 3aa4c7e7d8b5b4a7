using System.Data.SqlClient;
using System.Text;
using Microsoft.AspNetCore.Http;

namespace Acme.Crm.Services;

public class InvoiceQueries
{
    private const bool UseArchive = false;
    private const int PageSize = 25;
    private readonly SqlConnection _conn;

    public InvoiceQueries(SqlConnection conn)
    {
        _conn = conn;
    }

    private static string Like(string s) => "'%" + s + "%'";

    public void ByCustomer(HttpRequest request)
    {
        var input = request.Query["customer"].ToString();
        var alias = input;
        // vigil: cs.sql-injection
        new SqlCommand("SELECT * FROM Invoices WHERE " + QueryHelpers.Eq("Customer", alias), _conn).ExecuteReader();
        // vigil-ok: cs.sql-injection
        new SqlCommand("SELECT * FROM Invoices WHERE Number = " + QueryHelpers.OnlyDigits(input), _conn).ExecuteReader();
        // vigil: cs.sql-injection
        new SqlCommand("SELECT * FROM Invoices WHERE Memo LIKE " + Like(input), _conn).ExecuteReader();
    }

    public void ByRegion(HttpRequest request)
    {
        var region = request.Query["region"].ToString();
        var copy = region;
        copy = "EU";
        // vigil-ok: cs.sql-injection
        new SqlCommand("SELECT * FROM Invoices WHERE Region = '" + copy + "'", _conn).ExecuteReader();
        // vigil: cs.sql-injection
        new SqlCommand(string.Format("SELECT * FROM Invoices WHERE Region = '{0}'", region), _conn).ExecuteReader();
    }

    public void ByFilters(HttpRequest request)
    {
        var filters = new Dictionary<string, string>
        {
            ["state"] = "paid",
            ["region"] = request.Query["region"].ToString(),
        };
        var state = filters["state"];
        var region = filters["region"];
        // vigil-ok: cs.sql-injection
        new SqlCommand($"SELECT * FROM Invoices WHERE State = '{state}'", _conn).ExecuteReader();
        // vigil: cs.sql-injection
        new SqlCommand($"SELECT * FROM Invoices WHERE Region = '{region}'", _conn).ExecuteReader();
    }

    public void ByTags(HttpRequest request)
    {
        var tags = new List<string> { "q1" };
        tags.Add(request.Query["tag"].ToString());
        var sb = new StringBuilder("SELECT * FROM Invoices WHERE Tag IN (");
        foreach (var t in tags)
            sb.Append('\'').Append(t).Append("',");
        sb.Length--;
        sb.Append(')');
        // vigil: cs.sql-injection
        new SqlCommand(sb.ToString(), _conn).ExecuteReader();
        // vigil-ok: cs.sql-injection
        new SqlCommand("SELECT * FROM Invoices WHERE Tag = '" + tags[0] + "'", _conn).ExecuteReader();
    }

    public void Archive(HttpRequest request)
    {
        var year = request.Query["year"].ToString();
        var sql = "SELECT * FROM Invoices WHERE Year = 2024";
        if (UseArchive)
            sql = "SELECT * FROM ArchivedInvoices WHERE Year = " + year;
        if (PageSize > 100)
            sql = "SELECT * FROM Invoices WHERE Year = " + year;
        // vigil-ok: cs.sql-injection
        new SqlCommand(sql, _conn).ExecuteReader();
        var pick = PageSize < 100 ? year : "2024";
        var other = UseArchive ? year : "2023";
        // vigil-ok: cs.sql-injection
        new SqlCommand("SELECT * FROM ArchivedInvoices WHERE Year = " + other, _conn).ExecuteReader();
        // vigil: cs.sql-injection
        new SqlCommand("SELECT * FROM Invoices WHERE Year = " + pick, _conn).ExecuteReader();
    }

    public void Saved(HttpRequest request)
    {
        var view = Encoding.UTF8.GetString(Convert.FromBase64String(request.Cookies["view"] ?? ""));
        // vigil: cs.sql-injection
        new SqlCommand("SELECT * FROM Invoices WHERE " + view, _conn).ExecuteReader();
        var top = System.Net.WebUtility.HtmlEncode(request.Query["top"].ToString());
        // vigil: cs.sql-injection
        new SqlCommand("SELECT TOP " + top + " * FROM Invoices ORDER BY Total DESC", _conn).ExecuteReader();
        var kind = 2;
        string col;
        switch (kind)
        {
            case 1: col = request.Query["col"].ToString(); break;
            case 2: col = "Total"; break;
            default: col = "Id"; break;
        }
        // vigil-ok: cs.sql-injection
        new SqlCommand("SELECT " + col + " FROM Invoices", _conn).ExecuteReader();
    }
}
