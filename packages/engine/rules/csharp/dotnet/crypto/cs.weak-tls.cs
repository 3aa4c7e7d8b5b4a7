using System.Net;
using System.Security.Authentication;

public static class Tls
{
    public static void Configure()
    {
        // vigil: cs.weak-tls
        ServicePointManager.SecurityProtocol = SecurityProtocolType.Tls | SecurityProtocolType.Tls12;
        // vigil-ok: cs.weak-tls
        ServicePointManager.SecurityProtocol = SecurityProtocolType.Tls12 | SecurityProtocolType.Tls13;
    }

    public static SslProtocols Legacy()
    {
        // vigil: cs.weak-tls
        return SslProtocols.Tls11;
    }
}
