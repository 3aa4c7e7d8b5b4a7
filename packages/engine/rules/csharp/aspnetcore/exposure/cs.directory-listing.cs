using Microsoft.AspNetCore.Builder;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddDirectoryBrowser();
var app = builder.Build();

// vigil-ok: cs.directory-listing
app.UseStaticFiles();
// vigil: cs.directory-listing
app.UseDirectoryBrowser(new DirectoryBrowserOptions { RequestPath = "/exports" });
// vigil: cs.directory-listing
app.UseFileServer(enableDirectoryBrowsing: true);
// vigil-ok: cs.directory-listing
app.UseFileServer(enableDirectoryBrowsing: false);
app.UseFileServer(new FileServerOptions
{
    RequestPath = "/uploads",
    // vigil: cs.directory-listing
    EnableDirectoryBrowsing = true,
});
app.UseFileServer(new FileServerOptions
{
    RequestPath = "/assets",
    // vigil-ok: cs.directory-listing
    EnableDirectoryBrowsing = false,
});
app.Run();
