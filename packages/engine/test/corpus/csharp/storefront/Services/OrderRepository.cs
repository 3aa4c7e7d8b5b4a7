using System.Collections.Generic;
using Microsoft.Data.SqlClient;

namespace Storefront.Services;

public class OrderRepository
{
    private readonly string _connectionString;

    public OrderRepository(string connectionString)
    {
        _connectionString = connectionString;
    }

    public List<string> ByCustomer(string customer)
    {
        using var conn = new SqlConnection(_connectionString);
        conn.Open();
        var sql = "SELECT Reference FROM Orders WHERE Customer = '" + customer + "'";
        // vigil: cs.sql-injection
        using var cmd = new SqlCommand(sql, conn);
        return Read(cmd);
    }

    public List<string> ByCustomerBound(string customer)
    {
        using var conn = new SqlConnection(_connectionString);
        conn.Open();
        // vigil-ok: cs.sql-injection
        using var cmd = new SqlCommand("SELECT Reference FROM Orders WHERE Customer = @customer", conn);
        cmd.Parameters.AddWithValue("@customer", customer);
        return Read(cmd);
    }

    private static List<string> Read(SqlCommand cmd)
    {
        var refs = new List<string>();
        using var reader = cmd.ExecuteReader();
        while (reader.Read()) refs.Add(reader.GetString(0));
        return refs;
    }
}
