using System.Net;

public static class StatusEndpoint
{
    public static HttpListener Start(int port)
    {
        var listener = new HttpListener();
        // vigil: cs.http-listener-wildcard
        listener.Prefixes.Add("http://*:8080/status/");
        // vigil: cs.http-listener-wildcard
        listener.Prefixes.Add($"http://+:{port}/");
        // vigil-ok: cs.http-listener-wildcard
        listener.Prefixes.Add("http://localhost:8081/status/");
        // vigil-ok: cs.http-listener-wildcard
        listener.Prefixes.Add($"https://status.example.com:{port}/");
        listener.Start();
        return listener;
    }
}
