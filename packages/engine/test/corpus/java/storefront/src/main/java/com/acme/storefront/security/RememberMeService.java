package com.acme.storefront.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Service;

/** Remember-me tokens: the digest is what the database keeps; the cookie carries the token. */
@Service
public class RememberMeService {
    private final TokenStore store;

    public RememberMeService(TokenStore store) {
        this.store = store;
    }

    public void issue(String username, String token, HttpServletResponse response) throws NoSuchAlgorithmException {
        // vigil: java.weak-hash
        MessageDigest md = MessageDigest.getInstance("MD5");
        byte[] digest = md.digest(token.getBytes(StandardCharsets.UTF_8));
        store.save(username, HexFormat.of().formatHex(digest));
        // vigil: java.cookie-insecure
        Cookie remember = new Cookie("remember_me", username + ":" + token);
        remember.setPath("/");
        remember.setMaxAge(14 * 24 * 3600);
        response.addCookie(remember);
    }

    public void issueStrong(String username, String token, HttpServletResponse response) throws NoSuchAlgorithmException {
        // vigil-ok: java.weak-hash
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        byte[] digest = md.digest(token.getBytes(StandardCharsets.UTF_8));
        store.save(username, HexFormat.of().formatHex(digest));
        // vigil-ok: java.cookie-insecure
        Cookie remember = new Cookie("remember_me", username + ":" + token);
        remember.setPath("/");
        remember.setSecure(true);
        remember.setHttpOnly(true);
        response.addCookie(remember);
    }

    public boolean matches(String username, String presented) throws NoSuchAlgorithmException {
        // vigil: java.weak-hash
        MessageDigest md = MessageDigest.getInstance("SHA-1");
        byte[] digest = md.digest(presented.getBytes(StandardCharsets.UTF_8));
        byte[] expected = HexFormat.of().parseHex(store.load(username));
        return MessageDigest.isEqual(digest, expected);
    }

    public void logout(HttpServletResponse response) {
        // vigil-ok: java.cookie-insecure
        Cookie gone = new Cookie("remember_me", "");
        gone.setMaxAge(0);
        gone.setPath("/");
        response.addCookie(gone);
    }

    public void sessionHint(HttpServletResponse response, String sessionId) {
        // vigil: java.cookie-insecure
        response.addCookie(new Cookie("JSESSIONID", sessionId));
    }

    public void sessionHintSecure(HttpServletResponse response, String sessionId) {
        // vigil-ok: java.cookie-insecure
        response.addCookie(CookieFactory.hardened("JSESSIONID", sessionId));
    }

    public interface TokenStore {
        void save(String username, String digestHex);

        String load(String username);
    }
}
