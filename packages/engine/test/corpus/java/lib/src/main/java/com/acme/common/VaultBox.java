package com.acme.common;

import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;

/** Encrypts small secrets (API keys of partners) before they are stored. */
public final class VaultBox {
    private static final SecureRandom RANDOM = new SecureRandom();

    private VaultBox() {}

    /** The format of release 1: CBC with an all-zero IV. */
    public static byte[] sealV1(SecretKey key, byte[] secret) throws Exception {
        Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
        // vigil: java.static-iv
        cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(new byte[16]));
        return cipher.doFinal(secret);
    }

    /** The current format: a random 96-bit nonce, stored in front of the ciphertext. */
    public static byte[] seal(SecretKey key, byte[] secret) throws Exception {
        byte[] nonce = new byte[12];
        RANDOM.nextBytes(nonce);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        // vigil-ok: java.static-iv
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce));
        byte[] body = cipher.doFinal(secret);
        byte[] out = new byte[nonce.length + body.length];
        System.arraycopy(nonce, 0, out, 0, nonce.length);
        System.arraycopy(body, 0, out, nonce.length, body.length);
        return out;
    }

    /** Key wrapping for the partner's public key. */
    public static Cipher wrapper() throws Exception {
        // vigil: java.rsa-no-oaep
        Cipher legacy = Cipher.getInstance("RSA/ECB/PKCS1Padding");
        // vigil-ok: java.rsa-no-oaep
        Cipher current = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
        return current.getBlockSize() >= 0 ? current : legacy;
    }
}
