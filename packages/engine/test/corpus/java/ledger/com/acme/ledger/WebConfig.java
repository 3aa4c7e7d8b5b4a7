package com.acme.ledger;

import java.io.File;
import java.net.URL;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.util.Random;
import javax.crypto.Cipher;
import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import io.jsonwebtoken.Jwts;
import com.auth0.jwt.JWT;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.context.annotation.Bean;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.web.bind.annotation.CrossOrigin;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.config.annotation.CorsRegistry;

@RestController
public class WebConfig {

    @Bean
    SecurityFilterChain chain(HttpSecurity http) throws Exception {
        // vigil: java.csrf-disabled
        http.csrf().disable()
            .authorizeHttpRequests(a -> a
                // vigil: java.actuator-exposed
                .requestMatchers("/actuator/**").permitAll()
                // vigil-ok: java.actuator-exposed
                .requestMatchers("/actuator/health").permitAll()
                .anyRequest().authenticated());
        return http.build();
    }

    public void cors(CorsRegistry registry) {
        // vigil: java.cors-permissive
        registry.addMapping("/**").allowedOrigins("*").allowCredentials(true);
    }

    byte[] crypto(byte[] key, byte[] data) throws Exception {
        // vigil: java.weak-cipher
        Cipher des = Cipher.getInstance("DESede/CBC/PKCS5Padding");
        // vigil: java.ecb-mode
        Cipher aes = Cipher.getInstance("AES");
        // vigil-ok: java.ecb-mode, java.weak-cipher
        Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding");
        // vigil: java.weak-hash
        MessageDigest md = MessageDigest.getInstance("MD5");
        // vigil-ok: java.weak-hash
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
        // vigil: java.weak-key-size
        kpg.initialize(1024);
        // vigil-ok: java.weak-key-size
        kpg.initialize(3072);
        return md.digest(data);
    }

    String resetToken() {
        // vigil: java.insecure-random
        return Long.toHexString(new Random().nextLong());
    }

    String resetTokenSafe() {
        // vigil-ok: java.insecure-random
        return Long.toHexString(new SecureRandom().nextLong());
    }

    void trustAll() throws Exception {
        TrustManager[] all = new TrustManager[] { new X509TrustManager() {
            public X509Certificate[] getAcceptedIssuers() { return null; }
            public void checkClientTrusted(X509Certificate[] c, String a) {}
            // vigil: java.tls-verify-disabled
            public void checkServerTrusted(X509Certificate[] c, String a) {}
        } };
        // vigil: java.weak-tls
        SSLContext ctx = SSLContext.getInstance("TLSv1");
        ctx.init(null, all, new SecureRandom());
        // vigil: java.tls-verify-disabled
        HttpsURLConnection.setDefaultHostnameVerifier((h, s) -> true);
    }

    @GetMapping("/session")
    void cookie(HttpServletResponse res, @RequestParam String sid) {
        // vigil: java.cookie-insecure
        Cookie c = new Cookie("sid", sid);
        c.setSecure(false);
        res.addCookie(c);
        // vigil-ok: java.cookie-insecure
        Cookie d = new Cookie("pref", "dark");
        d.setSecure(true);
        d.setHttpOnly(true);
        res.addCookie(d);
    }

    @GetMapping("/whoami")
    String whoami(@RequestParam String token) {
        // vigil: java.jwt-no-verify
        String sub = JWT.decode(token).getSubject();
        // vigil: java.jwt-no-verify
        Object body = Jwts.parser().setSigningKey("k".getBytes()).parse(token).getBody();
        return String.valueOf(sub != null && body != null);
    }

    @GetMapping("/fetch")
    String fetch(@RequestParam String url) throws Exception {
        // vigil: java.ssrf
        return new String(new URL(url).openStream().readAllBytes());
    }

    @GetMapping("/go")
    void go(HttpServletResponse res, @RequestParam String next) throws Exception {
        // vigil: java.open-redirect
        res.sendRedirect(next);
    }

    @GetMapping("/go-safe")
    void goSafe(HttpServletResponse res, @RequestParam String next) throws Exception {
        // vigil-ok: java.open-redirect
        res.sendRedirect(next.startsWith("/") && !next.startsWith("//") ? next : "/");
    }

    @GetMapping("/file")
    byte[] file(@RequestParam String name) throws Exception {
        // vigil: java.path-traversal
        return java.nio.file.Files.readAllBytes(new File("/srv/files", name).toPath());
    }

    @GetMapping("/file-safe")
    byte[] fileSafe(@RequestParam String name) throws Exception {
        // vigil-ok: java.path-traversal
        return java.nio.file.Files.readAllBytes(new File("/srv/files", new File(name).getName()).toPath());
    }

    @GetMapping("/ping")
    String ping(@RequestParam String host) throws Exception {
        // vigil: java.command-injection
        Runtime.getRuntime().exec(new String[] {"sh", "-c", "ping -c 1 " + host});
        return "ok";
    }

    @GetMapping("/ping-safe")
    String pingSafe(@RequestParam String host) throws Exception {
        if (!java.util.Set.of("db01", "db02", "cache01").contains(host)) return "denied";
        // vigil-ok: java.command-injection
        new ProcessBuilder("ping", "-c", "1", host).start();
        return "ok";
    }

    ObjectMapper mapper() {
        ObjectMapper m = new ObjectMapper();
        // vigil: java.unsafe-deserializer
        m.enableDefaultTyping();
        return m;
    }

    // vigil-ok: java.cors-permissive
    @CrossOrigin(origins = "*")
    @GetMapping("/public")
    String open() {
        return "ok";
    }
}
