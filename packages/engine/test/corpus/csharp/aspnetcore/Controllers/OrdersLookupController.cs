using System.Data.SqlClient;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Web.Controllers
{
    public class OrderLookup
    {
        private readonly SqlConnection _conn;
        public OrderLookup(SqlConnection conn) { _conn = conn; }

        public SqlDataReader ByCustomer(string customer)
        {
            var sql = "SELECT * FROM Orders WHERE Customer = '" + customer + "'";
            // vigil: cs.sql-injection
            return new SqlCommand(sql, _conn).ExecuteReader();
        }

        public SqlDataReader ByCustomerSafe(string customer)
        {
            var cmd = new SqlCommand("SELECT * FROM Orders WHERE Customer = @c", _conn);
            cmd.Parameters.AddWithValue("@c", customer);
            // vigil-ok: cs.sql-injection
            return cmd.ExecuteReader();
        }
    }

    [ApiController]
    [Route("api/lookup")]
    public class OrdersLookupController : ControllerBase
    {
        private readonly OrderLookup _lookup;
        public OrdersLookupController(OrderLookup lookup) { _lookup = lookup; }

        [HttpGet]
        public IActionResult Get([FromQuery] string customer)
        {
            _lookup.ByCustomer(customer);
            _lookup.ByCustomerSafe(customer);
            if (customer.Contains(".."))
            {
                return BadRequest();
            }
            // vigil-ok: cs.path-traversal
            var text = System.IO.File.ReadAllText("/srv/orders/" + customer + ".txt");
            return Content(text, "text/plain");
        }
    }
}
