var builder = WebApplication.CreateBuilder(args);
var app = builder.Build();

// vigil: cs.debug-enabled
app.UseDeveloperExceptionPage();

if (app.Environment.IsDevelopment())
{
    // vigil-ok: cs.debug-enabled
    app.UseDeveloperExceptionPage();
}
else
{
    app.UseExceptionHandler("/error");
}
app.Run();
