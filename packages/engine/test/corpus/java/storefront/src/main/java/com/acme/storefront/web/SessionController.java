package com.acme.storefront.web;

import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/** Sessions of the storefront's single-page front end, carried in a cookie. */
@RestController
public class SessionController {
    private final SessionTokens tokens;

    public SessionController(SessionTokens tokens) {
        this.tokens = tokens;
    }

    @PostMapping("/session/legacy")
    public ResponseEntity<Void> openLegacy() {
        // vigil: java.cookie-insecure
        ResponseCookie cookie = ResponseCookie.from("SESSION", tokens.issue())
                .httpOnly(true)
                .path("/")
                .build();
        return ResponseEntity.noContent().header(HttpHeaders.SET_COOKIE, cookie.toString()).build();
    }

    @PostMapping("/session")
    public ResponseEntity<Void> open() {
        // vigil-ok: java.cookie-insecure
        ResponseCookie cookie = ResponseCookie.from("SESSION", tokens.issue())
                .httpOnly(true)
                .secure(true)
                .sameSite("Strict")
                .path("/")
                .build();
        return ResponseEntity.noContent().header(HttpHeaders.SET_COOKIE, cookie.toString()).build();
    }

    public interface SessionTokens {
        String issue();
    }
}
