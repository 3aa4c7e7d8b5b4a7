package com.acme.helpdesk;

import java.io.IOException;
import java.io.InputStream;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Properties;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/** Seals ticket attachments: the archive cipher is the legacy one, the current one is AES-GCM. */
@WebServlet("/vault")
public class VaultServlet extends HttpServlet {

    private Properties settings() throws IOException {
        Properties props = new Properties();
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("vault.properties")) {
            if (in != null) {
                props.load(in);
            }
        }
        return props;
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String note = request.getParameter("note");
        try {
            Properties props = settings();
            String algorithm = props.getProperty("vault.cipher.archive", "AES/GCM/NoPadding");
            // vigil: java.weak-cipher
            Cipher c = Cipher.getInstance(algorithm);
            // vigil: java.weak-cipher
            KeyGenerator kg = KeyGenerator.getInstance("DESede");
            SecretKey key = kg.generateKey();
            SecureRandom random = new SecureRandom();
            byte[] iv = new byte[8];
            random.nextBytes(iv);
            c.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(iv));
            byte[] sealed = c.doFinal(note.getBytes("UTF-8"));
            response.getWriter().println(Base64.getEncoder().encodeToString(sealed).length());
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String note = request.getParameter("note");
        try {
            Properties props = settings();
            String algorithm = props.getProperty("vault.cipher.current", "DES/ECB/PKCS5Padding");
            // vigil-ok: java.weak-cipher, java.ecb-mode
            Cipher c = Cipher.getInstance(algorithm);
            String keyAlg = props.getProperty("vault.keygen", "AES");
            // vigil-ok: java.weak-cipher
            KeyGenerator kg = KeyGenerator.getInstance(keyAlg);
            kg.init(256);
            SecretKey key = kg.generateKey();
            SecureRandom random = SecureRandom.getInstanceStrong();
            byte[] nonce = new byte[12];
            random.nextBytes(nonce);
            c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce));
            byte[] sealed = c.doFinal(note.getBytes("UTF-8"));
            response.getWriter().println(Base64.getEncoder().encodeToString(sealed).length());
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
