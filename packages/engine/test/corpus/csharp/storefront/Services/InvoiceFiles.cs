using System.IO;

namespace Storefront.Services;

public class InvoiceFiles
{
    private const string Root = "/srv/storefront/invoices";

    public byte[] Read(string file)
    {
        var path = Path.Combine(Root, file);
        // vigil: cs.path-traversal
        return File.ReadAllBytes(path);
    }

    public byte[] ReadNamed(string file)
    {
        var path = Path.Combine(Root, Path.GetFileName(file));
        // vigil-ok: cs.path-traversal
        return File.ReadAllBytes(path);
    }
}
