using System.Net.Http;
using System.Net.Mail;
using System.Threading.Tasks;
using Microsoft.Extensions.DependencyInjection;

public static class Transport
{
    public static void Auth(IServiceCollection services, bool isDevelopment)
    {
        services.AddAuthentication().AddJwtBearer(o =>
        {
            o.Authority = "https://login.example.com/";
            // vigil: cs.cleartext-transport
            o.RequireHttpsMetadata = false;
        });
        services.AddAuthentication().AddJwtBearer("dev", o =>
        {
            // vigil-ok: cs.cleartext-transport
            o.RequireHttpsMetadata = !isDevelopment;
        });
    }

    public static void Notify(string body)
    {
        // vigil: cs.cleartext-transport
        var smtp = new SmtpClient("mail.example.com", 25) { EnableSsl = false };
        smtp.Send("app@example.com", "ops@example.com", "notice", body);
        // vigil-ok: cs.cleartext-transport
        var secure = new SmtpClient("mail.example.com", 587) { EnableSsl = true };
        secure.Send("app@example.com", "ops@example.com", "notice", body);
    }

    public static async Task<string> Rates(HttpClient http)
    {
        // vigil: cs.cleartext-transport
        var a = await http.GetStringAsync("http://rates.example.com/v1/eur");
        // vigil-ok: cs.cleartext-transport
        var b = await http.GetStringAsync("https://rates.example.com/v1/eur");
        // vigil-ok: cs.cleartext-transport
        var c = await http.GetStringAsync("http://localhost:5080/health");
        // vigil-ok: cs.cleartext-transport
        var d = await http.GetStringAsync("http://rates.internal/v1/eur");
        return a + b + c + d;
    }
}
