using System.Data.SqlClient;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

[ApiController]
[Route("api/[controller]")]
public class ProductsController : ControllerBase
{
    private readonly ShopContext _db;
    private readonly SqlConnection _conn;
    private const bool Legacy = false;

    [HttpGet]
    public IActionResult Search([FromQuery] string name, [FromQuery] int page)
    {
        // vigil: cs.sql-injection
        var cmd = new SqlCommand("SELECT * FROM Products WHERE Name = '" + name + "'", _conn);
        var reader = cmd.ExecuteReader();
        var safe = new SqlCommand("SELECT * FROM Products WHERE Name = @name", _conn);
        safe.Parameters.AddWithValue("@name", name);
        // vigil-ok: cs.sql-injection
        var r2 = safe.ExecuteReader();
        // vigil: cs.sql-injection
        var list = _db.Products.FromSqlRaw($"SELECT * FROM Products WHERE Name = '{name}'").ToList();
        // vigil-ok: cs.sql-injection
        var list2 = _db.Products.FromSqlInterpolated($"SELECT * FROM Products WHERE Name = {name}").ToList();
        // vigil-ok: cs.sql-injection
        var list3 = _db.Products.FromSqlRaw("SELECT * FROM Products WHERE Page = " + page).ToList();
        return Ok(list);
    }

    [HttpDelete("{id}")]
    public IActionResult Delete(string id)
    {
        var c = _conn.CreateCommand();
        // vigil: cs.sql-injection
        c.CommandText = "DELETE FROM Products WHERE Id = " + id;
        // vigil-ok: cs.sql-injection
        _db.Database.ExecuteSqlRaw("DELETE FROM Products WHERE Id = {0}", id);
        return NoContent();
    }
}

public class ReportService
{
    public void Run(SqlConnection conn, string region)
    {
        // vigil-ok: cs.sql-injection
        new SqlCommand("SELECT * FROM Reports WHERE Region = 'EU'", conn).ExecuteReader();
    }
}
