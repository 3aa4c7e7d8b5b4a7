using Microsoft.EntityFrameworkCore;

namespace Storefront.Data;

public class Order
{
    public int Id { get; set; }
    public string Status { get; set; } = "";
    public string Customer { get; set; } = "";
}

public class StoreContext : DbContext
{
    public StoreContext(DbContextOptions<StoreContext> options) : base(options) { }

    public DbSet<Order> Orders => Set<Order>();
}
