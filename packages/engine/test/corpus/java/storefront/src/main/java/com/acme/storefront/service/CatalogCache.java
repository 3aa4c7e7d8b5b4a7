package com.acme.storefront.service;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;

/** Rendered catalog pages, kept by a digest of their query and served with an ETag. */
@Service
public class CatalogCache {
    private final Map<String, String> pages = new ConcurrentHashMap<>();
    private final Map<String, String> sessions = new ConcurrentHashMap<>();

    public String lookup(String query) throws NoSuchAlgorithmException {
        // vigil-ok: java.weak-hash
        MessageDigest md = MessageDigest.getInstance("MD5");
        String k = HexFormat.of().formatHex(md.digest(query.getBytes(StandardCharsets.UTF_8)));
        return pages.get(k);
    }

    public String owner(String sessionToken) throws NoSuchAlgorithmException {
        // vigil: java.weak-hash
        MessageDigest md = MessageDigest.getInstance("MD5");
        String k = HexFormat.of().formatHex(md.digest(sessionToken.getBytes(StandardCharsets.UTF_8)));
        return sessions.get(k);
    }

    public ResponseEntity<String> serve(String body) throws NoSuchAlgorithmException {
        // vigil-ok: java.weak-hash
        MessageDigest md = MessageDigest.getInstance("SHA-1");
        String tag = HexFormat.of().formatHex(md.digest(body.getBytes(StandardCharsets.UTF_8)));
        return ResponseEntity.ok().eTag(tag).body(body);
    }
}
