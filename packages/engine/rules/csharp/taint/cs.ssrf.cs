using System.Net.Http;
using Microsoft.AspNetCore.Mvc;

public class ProxyController : ControllerBase
{
    private readonly HttpClient _http = new HttpClient();

    [HttpGet("proxy")]
    public async Task<string> Proxy([FromQuery] string url)
    {
        // vigil: cs.ssrf
        var body = await _http.GetStringAsync(url);
        // vigil-ok: cs.ssrf
        var status = await _http.GetStringAsync("https://api.example.com/status");
        return body + status;
    }
}
