package com.acme.checksums;

import java.security.GeneralSecurityException;
import java.util.Properties;
import javax.crypto.Cipher;

/** Seals export archives with the cipher named in digest.properties. */
public class Sealer {
    private final Properties settings;

    public Sealer(Properties settings) {
        this.settings = settings;
    }

    /** Configured to DES in ECB mode, whatever the default says. */
    public Cipher legacy() throws GeneralSecurityException {
        String transformation = settings.getProperty("seal.cipher.legacy", "AES/GCM/NoPadding");
        // vigil: java.weak-cipher, java.ecb-mode
        return Cipher.getInstance(transformation);
    }

    /** Configured to AES-GCM: the ECB default in the code never runs. */
    public Cipher current() throws GeneralSecurityException {
        String transformation = settings.getProperty("seal.cipher.current", "AES/ECB/PKCS5Padding");
        // vigil-ok: java.weak-cipher, java.ecb-mode
        return Cipher.getInstance(transformation);
    }

    /** Not configured: the default is what runs. */
    public Cipher fallback() throws GeneralSecurityException {
        // vigil: java.ecb-mode
        return Cipher.getInstance(settings.getProperty("seal.cipher.fallback", "AES/ECB/PKCS5Padding"));
    }
}
