package com.example.digests;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Properties;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/** Digests of uploaded documents; the algorithm comes from crypto.properties. */
public class UploadDigestServlet extends HttpServlet {
    private static final String UPLOAD_PROPERTY = "upload.digest";
    private static final String RECEIPT_PROPERTY = "receipt.digest";
    private static final String WEAK_DEFAULT = "MD5";
    private static final String STRONG_DEFAULT = "SHA-512";

    private final Properties crypto = new Properties();

    @Override
    public void init() throws ServletException {
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("crypto.properties")) {
            crypto.load(in);
        } catch (IOException e) {
            throw new ServletException(e);
        }
    }

    private String uploadAlgorithm() {
        return crypto.getProperty("upload.digest", "SHA-256");
    }

    private String receiptAlgorithm() {
        return crypto.getProperty("receipt.digest", "MD5");
    }

    private byte[] digest(String algorithm, String text) throws ServletException {
        try {
            MessageDigest md = MessageDigest.getInstance(algorithm, "SUN");
            return md.digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }

    /** The key named by a constant: the file sets it to MD5. */
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String text = request.getParameter("document");
        try {
            String algorithm = crypto.getProperty(UPLOAD_PROPERTY, "SHA-256");
            // vigil: java.weak-hash
            MessageDigest md = MessageDigest.getInstance(algorithm);
            String strong = crypto.getProperty(RECEIPT_PROPERTY, "MD5");
            // vigil-ok: java.weak-hash
            MessageDigest other = MessageDigest.getInstance(strong);
            response.getWriter().println(md.digest(text.getBytes()).length + other.getDigestLength());
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }

    /** The algorithm assigned after its declaration, and read through a helper method. */
    protected void doPut(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String text = request.getParameter("document");
        String algorithm;
        algorithm = crypto.getProperty("legacy.digest");
        try {
            // vigil: java.weak-hash
            MessageDigest md = java.security.MessageDigest.getInstance(algorithm);
            // vigil: java.weak-hash
            MessageDigest viaHelper = MessageDigest.getInstance(uploadAlgorithm());
            // vigil-ok: java.weak-hash
            MessageDigest receipt = MessageDigest.getInstance(receiptAlgorithm());
            response.getWriter().println(md.digest(text.getBytes()).length + viaHelper.getDigestLength() + receipt.getDigestLength());
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }

    /** Defaults named by constants, for keys no file sets. */
    protected void doDelete(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String text = request.getParameter("document");
        try {
            String weak = crypto.getProperty("archive.digest", WEAK_DEFAULT);
            // vigil: java.weak-hash
            MessageDigest md = MessageDigest.getInstance(weak);
            String strong = crypto.getProperty("archive.digest", STRONG_DEFAULT);
            // vigil-ok: java.weak-hash
            MessageDigest other = MessageDigest.getInstance(strong);
            String chosen = WEAK_DEFAULT;
            String copy = chosen;
            // vigil: java.weak-hash
            MessageDigest third = MessageDigest.getInstance(copy);
            String kept = STRONG_DEFAULT;
            // vigil-ok: java.weak-hash
            MessageDigest fourth = MessageDigest.getInstance(kept);
            response.getWriter().println(md.digest(text.getBytes()).length + other.getDigestLength() + third.getDigestLength() + fourth.getDigestLength());
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
