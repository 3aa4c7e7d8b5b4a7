using System;
using System.Collections.Generic;
using System.Net;
using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using RestSharp;

namespace Acme.Crm.Controllers;

[ApiController]
[Route("api/previews")]
public class LinkPreviewController : ControllerBase
{
    private static readonly HashSet<string> PartnerPages = new()
    {
        "https://partners.acme.example/catalog",
        "https://partners.acme.example/prices",
    };

    [HttpGet("page")]
    public IActionResult Page([FromQuery] string url)
    {
        using var client = new WebClient();
        // vigil: cs.ssrf
        var html = client.DownloadString(url);
        return Ok(html.Length);
    }

    [HttpGet("partner-page")]
    public IActionResult PartnerPage([FromQuery] string url)
    {
        // only the partner pages registered with us
        if (!PartnerPages.Contains(url))
            return BadRequest();
        using var client = new WebClient();
        // vigil-ok: cs.ssrf
        var html = client.DownloadString(url);
        return Ok(html.Length);
    }

    [HttpGet("image")]
    public IActionResult Image([FromQuery] string src)
    {
        // vigil: cs.ssrf
        var bytes = new WebClient().DownloadData(src);
        return File(bytes, "image/png");
    }

    [HttpGet("logo")]
    public IActionResult Logo([FromQuery] string size)
    {
        var px = int.Parse(size);
        // vigil-ok: cs.ssrf
        var bytes = new WebClient().DownloadData("https://cdn.acme.example/logo/" + px + ".png");
        return File(bytes, "image/png");
    }

    [HttpGet("api")]
    public async Task<IActionResult> Api([FromQuery] string baseUrl)
    {
        // vigil: cs.ssrf
        var http = new HttpClient { BaseAddress = new Uri(baseUrl) };
        var body = await http.GetStringAsync("status");
        return Ok(body);
    }

    [HttpGet("partner-api")]
    public async Task<IActionResult> PartnerApi([FromQuery] string region)
    {
        var host = region == "eu" ? "https://eu.partners.acme.example/" : "https://us.partners.acme.example/";
        // vigil-ok: cs.ssrf
        var http = new HttpClient { BaseAddress = new Uri(host) };
        var body = await http.GetStringAsync("status");
        return Ok(body);
    }

    [HttpGet("rest")]
    public async Task<IActionResult> Rest([FromQuery] string endpoint)
    {
        // vigil: cs.ssrf
        var rest = new RestClient(endpoint);
        var res = await rest.ExecuteAsync(new RestRequest("health"));
        return Ok(res.StatusCode);
    }

    [HttpGet("rest-fixed")]
    public async Task<IActionResult> RestFixed([FromQuery] string check)
    {
        // vigil-ok: cs.ssrf
        var rest = new RestClient("https://status.acme.example/");
        var res = await rest.ExecuteAsync(new RestRequest("health/" + Uri.EscapeDataString(check)));
        return Ok(res.StatusCode);
    }
}
