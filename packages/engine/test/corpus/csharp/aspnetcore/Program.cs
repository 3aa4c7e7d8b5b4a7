var builder = WebApplication.CreateBuilder(args);
builder.Services.AddControllersWithViews();
var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    // vigil-ok: cs.debug-enabled
    app.UseDeveloperExceptionPage();
}

// vigil: cs.debug-enabled
app.UseDeveloperExceptionPage();

app.UseHttpsRedirection();
app.MapControllers();
app.Run();
