using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.RazorPages;
using Microsoft.EntityFrameworkCore;

namespace Storefront.Pages
{
    public class SearchModel : PageModel
    {
        private readonly ShopContext _db;

        public SearchModel(ShopContext db) => _db = db;

        [BindProperty(SupportsGet = true)]
        public string Sort { get; set; }

        public List<Product> Results { get; private set; } = new();

        public async Task OnGetAsync(string term)
        {
            // vigil: cs.sql-injection
            Results = await _db.Products.FromSqlRaw("SELECT * FROM Products WHERE Name LIKE '%" + term + "%'").ToListAsync();
            // vigil-ok: cs.sql-injection
            Results = await _db.Products.FromSqlInterpolated($"SELECT * FROM Products WHERE Name LIKE {"%" + term + "%"}").ToListAsync();
        }

        public async Task<IActionResult> OnPostReindexAsync()
        {
            // vigil: cs.sql-injection
            await _db.Database.ExecuteSqlRawAsync($"EXEC dbo.Reindex @order = '{Sort}'");
            // vigil-ok: cs.sql-injection
            await _db.Database.ExecuteSqlRawAsync("EXEC dbo.Reindex @order = {0}", Sort);
            return RedirectToPage();
        }

        public IActionResult OnGetBack(string next)
        {
            // vigil-ok: cs.open-redirect
            return LocalRedirect(next);
        }

        public IActionResult OnGetOut(string next)
        {
            // vigil: cs.open-redirect
            return Redirect(next);
        }
    }
}
