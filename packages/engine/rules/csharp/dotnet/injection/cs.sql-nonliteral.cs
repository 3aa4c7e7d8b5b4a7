using System.Collections.Generic;
using System.Data;
using System.Data.SqlClient;
using Dapper;
using Microsoft.EntityFrameworkCore;

public class ArchiveStore
{
    private const string Table = "archive";
    private readonly SqlConnection _conn;
    private readonly ArchiveContext _db;

    public ArchiveStore(SqlConnection conn, ArchiveContext db) { _conn = conn; _db = db; }

    public SqlDataReader ByOwner(string owner)
    {
        // vigil: cs.sql-nonliteral
        var cmd = new SqlCommand("SELECT id, title FROM archive WHERE owner = '" + owner + "'", _conn);
        return cmd.ExecuteReader();
    }

    public IEnumerable<Entry> ByTag(string tag)
    {
        // vigil: cs.sql-nonliteral
        return _conn.Query<Entry>($"SELECT * FROM archive WHERE tag = '{tag}'");
    }

    public int Purge(string table)
    {
        var cmd = _conn.CreateCommand();
        // vigil: cs.sql-nonliteral
        cmd.CommandText = "DELETE FROM " + table + " WHERE expired = 1";
        return cmd.ExecuteNonQuery();
    }

    public List<Entry> Search(string term)
    {
        // vigil: cs.sql-nonliteral
        return _db.Entries.FromSqlRaw("SELECT * FROM archive WHERE title LIKE '%" + term + "%'").ToList();
    }

    public SqlDataReader ByOwnerBound(string owner)
    {
        // vigil-ok: cs.sql-nonliteral
        var cmd = new SqlCommand("SELECT id, title FROM archive WHERE owner = @owner", _conn);
        cmd.Parameters.AddWithValue("@owner", owner);
        return cmd.ExecuteReader();
    }

    public IEnumerable<Entry> ByTagBound(string tag)
    {
        // vigil-ok: cs.sql-nonliteral
        return _conn.Query<Entry>("SELECT * FROM archive WHERE tag = @tag", new { tag });
    }

    public IEnumerable<Entry> ById(int id)
    {
        // vigil-ok: cs.sql-nonliteral
        return _conn.Query<Entry>("SELECT * FROM archive WHERE id = " + id);
    }

    public IEnumerable<Entry> All()
    {
        // vigil-ok: cs.sql-nonliteral
        return _conn.Query<Entry>("SELECT * FROM " + Table + " ORDER BY id");
    }

    public List<Entry> SearchInterpolated(string term)
    {
        // vigil-ok: cs.sql-nonliteral
        return _db.Entries.FromSqlInterpolated($"SELECT * FROM archive WHERE title LIKE {term}").ToList();
    }

    public void Log(string message)
    {
        // vigil-ok: cs.sql-nonliteral
        Console.WriteLine("Deleted from archive where " + message);
    }
}
