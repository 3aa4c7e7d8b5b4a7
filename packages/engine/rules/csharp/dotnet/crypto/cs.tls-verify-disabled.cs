using System.Net;
using System.Net.Http;

public class Clients
{
    public HttpClient Insecure()
    {
        var handler = new HttpClientHandler();
        // vigil: cs.tls-verify-disabled
        handler.ServerCertificateCustomValidationCallback = HttpClientHandler.DangerousAcceptAnyServerCertificateValidator;
        return new HttpClient(handler);
    }

    public void Global()
    {
        // vigil: cs.tls-verify-disabled
        ServicePointManager.ServerCertificateValidationCallback += (sender, cert, chain, errors) => true;
        // vigil: cs.tls-verify-disabled
        ServicePointManager.ServerCertificateValidationCallback = delegate { return true; };
    }

    public HttpClient Pinned()
    {
        var handler = new HttpClientHandler();
        // vigil-ok: cs.tls-verify-disabled
        handler.ServerCertificateCustomValidationCallback = (msg, cert, chain, errors) => errors == System.Net.Security.SslPolicyErrors.None;
        return new HttpClient(handler);
    }
}
