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

public class ChainCheck
{
    public bool Build(System.Security.Cryptography.X509Certificates.X509Certificate2 cert)
    {
        var chain = new System.Security.Cryptography.X509Certificates.X509Chain();
        // vigil: cs.tls-verify-disabled
        chain.ChainPolicy.VerificationFlags = System.Security.Cryptography.X509Certificates.X509VerificationFlags.AllowUnknownCertificateAuthority;
        return chain.Build(cert);
    }

    public bool BuildStrict(System.Security.Cryptography.X509Certificates.X509Certificate2 cert)
    {
        var chain = new System.Security.Cryptography.X509Certificates.X509Chain();
        // vigil-ok: cs.tls-verify-disabled
        chain.ChainPolicy.VerificationFlags = System.Security.Cryptography.X509Certificates.X509VerificationFlags.NoFlag;
        return chain.Build(cert);
    }
}
