package com.acme.helpdesk;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/session/key")
public class SessionKeyServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        try {
            // vigil: java.weak-cipher
            KeyGenerator kg = KeyGenerator.getInstance("Blowfish");
            SecretKey key = kg.generateKey();
            String alg = "DESede/ECB/PKCS5Padding";
            // vigil: java.weak-cipher, java.ecb-mode
            Cipher c = Cipher.getInstance(alg);
            c.init(Cipher.ENCRYPT_MODE, key);
            response.getWriter().println(c.getAlgorithm());
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        SecureRandom random = new SecureRandom();
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String sessionKey = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        Cookie cookie = new Cookie("helpdesk-key", sessionKey);
        cookie.setSecure(true);
        cookie.setHttpOnly(true);
        response.addCookie(cookie);
        String alg = "DES";
        alg = "AES/GCM/NoPadding";
        try {
            // vigil-ok: java.weak-cipher, java.ecb-mode
            Cipher c = Cipher.getInstance(alg);
            KeyGenerator kg = KeyGenerator.getInstance("HmacSHA256");
            response.getWriter().println(c.getAlgorithm() + kg.getAlgorithm());
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
