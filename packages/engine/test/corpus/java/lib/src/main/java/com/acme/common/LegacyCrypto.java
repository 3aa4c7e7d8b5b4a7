package com.acme.common;

import java.nio.charset.StandardCharsets;
import java.util.Properties;
import javax.crypto.SecretKey;

/** Crypto helpers kept for the import of data from the previous platform. */
public final class LegacyCrypto {
    private static final String ARCHIVE_DIGEST = "SHA1";
    private static final String CURRENT_DIGEST = "SHA-384";
    private static final String ARCHIVE_CIPHER = "DESede/CBC/PKCS5Padding";
    private static final String CURRENT_CIPHER = "AES/GCM/NoPadding";

    private final Properties settings;

    public LegacyCrypto(Properties settings) {
        this.settings = settings;
    }

    public byte[] archiveChecksum(byte[] data) throws Exception {
        // vigil: java.weak-hash
        java.security.MessageDigest md = java.security.MessageDigest.getInstance("MD5");
        return md.digest(data);
    }

    public byte[] currentChecksum(byte[] data) throws Exception {
        // vigil-ok: java.weak-hash
        java.security.MessageDigest md = java.security.MessageDigest.getInstance("SHA-256");
        return md.digest(data);
    }

    public byte[] archiveFingerprint(String value) throws Exception {
        // vigil: java.weak-hash
        return java.security.MessageDigest.getInstance(ARCHIVE_DIGEST, "SUN").digest(value.getBytes(StandardCharsets.UTF_8));
    }

    public byte[] currentFingerprint(String value) throws Exception {
        // vigil-ok: java.weak-hash
        return java.security.MessageDigest.getInstance(CURRENT_DIGEST, "SUN").digest(value.getBytes(StandardCharsets.UTF_8));
    }

    public byte[] configuredDigest(byte[] data) throws Exception {
        String algorithm = settings.getProperty("import.digest", "MD2");
        // vigil: java.weak-hash
        return java.security.MessageDigest.getInstance(algorithm).digest(data);
    }

    public byte[] configuredDigestSafe(byte[] data) throws Exception {
        String algorithm = settings.getProperty("import.digest", "SHA-512");
        // vigil-ok: java.weak-hash
        return java.security.MessageDigest.getInstance(algorithm).digest(data);
    }

    public byte[] memberHash(String member) throws Exception {
        String alg = "SHA-1";
        // vigil: java.weak-hash
        java.security.MessageDigest md = java.security.MessageDigest.getInstance(alg);
        return md.digest(member.getBytes(StandardCharsets.UTF_8));
    }

    public byte[] decryptArchive(byte[] blob, SecretKey key) throws Exception {
        // vigil: java.weak-cipher
        javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(ARCHIVE_CIPHER);
        c.init(javax.crypto.Cipher.DECRYPT_MODE, key);
        return c.doFinal(blob);
    }

    public byte[] encryptCurrent(byte[] blob, SecretKey key) throws Exception {
        // vigil-ok: java.weak-cipher, java.ecb-mode
        javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(CURRENT_CIPHER);
        c.init(javax.crypto.Cipher.ENCRYPT_MODE, key);
        return c.doFinal(blob);
    }

    public byte[] decryptPartnerFeed(byte[] blob, SecretKey key) throws Exception {
        // vigil: java.weak-cipher
        javax.crypto.Cipher c = javax.crypto.Cipher.getInstance("Blowfish/CBC/PKCS5Padding", "SunJCE");
        c.init(javax.crypto.Cipher.DECRYPT_MODE, key);
        return c.doFinal(blob);
    }

    public byte[] decryptStream(byte[] blob, SecretKey key) throws Exception {
        String transformation = "RC4";
        // vigil: java.weak-cipher
        javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(transformation);
        c.init(javax.crypto.Cipher.DECRYPT_MODE, key);
        return c.doFinal(blob);
    }

    public byte[] encryptBlock(byte[] blob, SecretKey key) throws Exception {
        // vigil: java.ecb-mode
        javax.crypto.Cipher c = javax.crypto.Cipher.getInstance("AES");
        c.init(javax.crypto.Cipher.ENCRYPT_MODE, key);
        return c.doFinal(blob);
    }

    public byte[] encryptBlockExplicit(byte[] blob, SecretKey key) throws Exception {
        String mode = "AES/ECB/PKCS5Padding";
        // vigil: java.ecb-mode
        javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(mode, "SunJCE");
        c.init(javax.crypto.Cipher.ENCRYPT_MODE, key);
        return c.doFinal(blob);
    }

    public byte[] encryptBlockChained(byte[] blob, SecretKey key) throws Exception {
        String mode = "AES/CBC/PKCS5Padding";
        // vigil-ok: java.ecb-mode, java.weak-cipher
        javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(mode, "SunJCE");
        c.init(javax.crypto.Cipher.ENCRYPT_MODE, key);
        return c.doFinal(blob);
    }

    public SecretKey legacyKey() throws Exception {
        // vigil: java.weak-cipher
        return javax.crypto.KeyGenerator.getInstance("DES").generateKey();
    }

    public SecretKey currentKey() throws Exception {
        // vigil-ok: java.weak-cipher
        return javax.crypto.KeyGenerator.getInstance("AES").generateKey();
    }
}
