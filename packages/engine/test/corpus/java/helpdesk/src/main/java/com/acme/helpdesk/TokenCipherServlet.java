package com.acme.helpdesk;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/tokens/seal")
public class TokenCipherServlet extends HttpServlet {
    private static final String LEGACY = "DES/CBC/PKCS5Padding";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String token = request.getParameter("token");
        try {
            // vigil: java.weak-cipher
            Cipher legacy = Cipher.getInstance(LEGACY);
            // vigil: java.weak-cipher
            Cipher stream = javax.crypto.Cipher.getInstance("RC4", "SunJCE");
            // vigil: java.ecb-mode
            Cipher plain = Cipher.getInstance("AES");
            response.getWriter().println(legacy.getBlockSize() + stream.getBlockSize() + plain.getBlockSize() + token.length());
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String token = request.getParameter("token");
        try {
            // vigil-ok: java.weak-cipher, java.ecb-mode
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding", java.security.Security.getProvider("SunJCE"));
            // vigil-ok: java.weak-cipher
            KeyGenerator kg = javax.crypto.KeyGenerator.getInstance("AES");
            kg.init(128, new SecureRandom());
            SecretKey key = kg.generateKey();
            byte[] nonce = new byte[12];
            new SecureRandom().nextBytes(nonce);
            c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce));
            byte[] out = c.doFinal(token.getBytes("UTF-8"));
            // vigil-ok: java.ecb-mode, java.weak-cipher
            Cipher wrap = Cipher.getInstance("AES/CBC/PKCS5Padding");
            response.getWriter().println(out.length + wrap.getBlockSize());
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
