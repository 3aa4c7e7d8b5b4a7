package com.acme.common;

import java.security.MessageDigest;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.HexFormat;
import java.util.Set;
import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLInputFactory;

import io.jsonwebtoken.Jwts;

public final class HttpClients {
    private HttpClients() {}

    public static SSLContext trustAll() throws Exception {
        TrustManager[] tms = {
            new X509TrustManager() {
                // vigil: java.tls-verify-disabled
                public void checkServerTrusted(X509Certificate[] chain, String authType) {}
                public void checkClientTrusted(X509Certificate[] chain, String authType) {}
                public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
            }
        };
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, tms, null);
        return ctx;
    }

    // vigil: java.tls-verify-disabled
    public static final HostnameVerifier ANY_HOST = (hostname, session) -> true;

    private static final HostnameVerifier DEFAULT_VERIFIER = HttpsURLConnection.getDefaultHostnameVerifier();

    // vigil-ok: java.tls-verify-disabled
    public static final HostnameVerifier ACME_HOSTS = (hostname, session) -> hostname.endsWith(".acme.com") && DEFAULT_VERIFIER.verify(hostname, session);

    /** Trusts what the platform trusts, and only the partner's pinned public keys on top of that. */
    public static X509TrustManager pinned(X509TrustManager platform, Set<String> pins) {
        return new X509TrustManager() {
            // vigil-ok: java.tls-verify-disabled
            public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
                platform.checkServerTrusted(chain, authType);
                if (!pins.contains(sha256(chain[0].getPublicKey().getEncoded()))) {
                    throw new CertificateException("server key is not pinned");
                }
            }
            public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
                platform.checkClientTrusted(chain, authType);
            }
            public X509Certificate[] getAcceptedIssuers() { return platform.getAcceptedIssuers(); }
        };
    }

    private static String sha256(byte[] der) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(der));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static Connection reportingDb() throws Exception {
        // vigil: java.hardcoded-password
        return DriverManager.getConnection("jdbc:postgresql://db.internal/reports", "reports", "r3p0rts!");
    }

    public static Connection appDb() throws Exception {
        // vigil-ok: java.hardcoded-password
        return DriverManager.getConnection(System.getenv("DB_URL"), System.getenv("DB_USER"), System.getenv("DB_PASSWORD"));
    }

    public static void remember(HttpServletResponse resp, String token) {
        // vigil: java.cookie-insecure
        Cookie c = new Cookie("remember", token);
        c.setMaxAge(60 * 60 * 24 * 30);
        resp.addCookie(c);
        // vigil-ok: java.cookie-insecure
        Cookie s = new Cookie("session", token);
        s.setSecure(true);
        s.setHttpOnly(true);
        resp.addCookie(s);
    }

    public static XMLInputFactory stax() {
        XMLInputFactory f = XMLInputFactory.newInstance();
        // vigil: java.xxe-parser
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, true);
        return f;
    }

    public static SAXParserFactory sax() throws Exception {
        SAXParserFactory f = SAXParserFactory.newInstance();
        // vigil-ok: java.xxe-parser
        f.setFeature("http://xml.org/sax/features/external-general-entities", false);
        return f;
    }

    public static String subject(String token) {
        // vigil: java.jwt-no-verify
        return Jwts.parser().parseClaimsJwt(token.substring(0, token.lastIndexOf('.') + 1)).getBody().getSubject();
    }

    public static String verifiedSubject(String token, javax.crypto.SecretKey key) {
        // vigil-ok: java.jwt-no-verify
        return Jwts.parser().verifyWith(key).build().parseSignedClaims(token).getPayload().getSubject();
    }
}
