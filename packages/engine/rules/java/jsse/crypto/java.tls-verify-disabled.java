import java.security.cert.X509Certificate;
import javax.net.ssl.*;

public class Insecure {
    static final TrustManager[] TRUST_ALL = new TrustManager[] {
        new X509TrustManager() {
            public void checkClientTrusted(X509Certificate[] c, String a) {}
            // vigil: java.tls-verify-disabled
            public void checkServerTrusted(X509Certificate[] c, String a) {
                // trust everyone
            }
            public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
        }
    };

    static class AllowAll implements HostnameVerifier {
        @Override
        // vigil: java.tls-verify-disabled
        public boolean verify(String host, SSLSession session) {
            return true;
        }
    }

    void configure(HttpsURLConnection conn) {
        // vigil: java.tls-verify-disabled
        conn.setHostnameVerifier((host, session) -> true);
    }

    static class Pinning implements X509TrustManager {
        public void checkClientTrusted(X509Certificate[] c, String a) {}
        @Override
        // vigil-ok: java.tls-verify-disabled
        public void checkServerTrusted(X509Certificate[] chain, String a) throws java.security.cert.CertificateException {
            if (!PINS.contains(fingerprint(chain[0]))) throw new java.security.cert.CertificateException("pin");
        }
        public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
    }

    // vigil: java.tls-verify-disabled
    static final HostnameVerifier ANY = (hostname, session) -> true;

    void strict(HttpsURLConnection conn) {
        // vigil-ok: java.tls-verify-disabled
        conn.setHostnameVerifier((host, session) -> host.equals("api.example.com"));
    }
}
