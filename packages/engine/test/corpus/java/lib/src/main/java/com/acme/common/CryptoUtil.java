package com.acme.common;

import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public final class CryptoUtil {
    // vigil: java.hardcoded-key
    private static final byte[] KEY = "0123456789abcdef".getBytes();
    // vigil-ok: java.hardcoded-key
    private static final byte[] DATA_KEY = Base64.getDecoder().decode(System.getenv("ACME_DATA_KEY"));
    private static final SecureRandom RNG = new SecureRandom();

    private CryptoUtil() {}

    public static byte[] hashPassword(String password) throws Exception {
        // vigil: java.weak-hash
        MessageDigest md = MessageDigest.getInstance("MD5");
        return md.digest(password.getBytes());
    }

    public static byte[] fingerprint(String apiKey) throws Exception {
        // vigil: java.weak-hash
        return MessageDigest.getInstance("SHA-1").digest(apiKey.getBytes());
    }

    public static byte[] digest(byte[] data) throws Exception {
        // vigil-ok: java.weak-hash
        return MessageDigest.getInstance("SHA-256").digest(data);
    }

    public static byte[] encryptLegacy(byte[] data, byte[] key) throws Exception {
        // vigil: java.weak-cipher
        Cipher c = Cipher.getInstance("DESede/CBC/PKCS5Padding");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "DESede"));
        return c.doFinal(data);
    }

    public static byte[] encryptEcb(byte[] data, byte[] key) throws Exception {
        // vigil: java.ecb-mode
        Cipher c = Cipher.getInstance("AES/ECB/PKCS5Padding");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
        return c.doFinal(data);
    }

    public static byte[] encryptDefault(byte[] data, byte[] key) throws Exception {
        // vigil: java.ecb-mode
        Cipher c = Cipher.getInstance("AES");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"));
        return c.doFinal(data);
    }

    public static byte[] encrypt(byte[] data, byte[] key) throws Exception {
        byte[] iv = new byte[12];
        RNG.nextBytes(iv);
        // vigil-ok: java.ecb-mode, java.weak-cipher
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, iv));
        return c.doFinal(data);
    }

    public static String resetToken() {
        // vigil: java.insecure-random
        return Long.toHexString(new Random().nextLong());
    }

    public static String sessionToken() {
        byte[] b = new byte[32];
        // vigil-ok: java.insecure-random
        RNG.nextBytes(b);
        return java.util.HexFormat.of().formatHex(b);
    }

    public static String otp() {
        // vigil: java.insecure-random
        return String.format("%06d", (int) (Math.random() * 1_000_000));
    }

    public static byte[] legacyKey() {
        return KEY.clone();
    }

    public static byte[] dataKey() {
        return DATA_KEY.clone();
    }
}
