using Microsoft.AspNetCore.Builder;
using Microsoft.Extensions.FileProviders;

namespace Acme.Share;

public static class FileShare
{
    // Static files of the share: the public assets folder, and the uploads area users fill.
    public static void MapShare(WebApplication app, string uploadsRoot)
    {
        // vigil-ok: cs.directory-listing
        app.UseStaticFiles();

        app.UseFileServer(new FileServerOptions
        {
            FileProvider = new PhysicalFileProvider(uploadsRoot),
            RequestPath = "/uploads",
            // vigil: cs.directory-listing
            EnableDirectoryBrowsing = true,
        });

        app.UseFileServer(new FileServerOptions
        {
            FileProvider = new PhysicalFileProvider(System.IO.Path.Combine(uploadsRoot, "..", "assets")),
            RequestPath = "/assets",
            // vigil-ok: cs.directory-listing
            EnableDirectoryBrowsing = false,
        });

        // vigil: cs.directory-listing
        app.UseDirectoryBrowser("/exports");
    }
}
