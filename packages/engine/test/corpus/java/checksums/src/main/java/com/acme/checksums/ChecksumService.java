package com.acme.checksums;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Properties;

/** Checksums of exported files; the algorithms come from digest.properties. */
public class ChecksumService {
    private static final String FALLBACK = "SHA1";
    private static final String PREFERRED = "SHA-512";

    private final Properties settings = new Properties();

    public ChecksumService() throws IOException {
        try (InputStream in = ChecksumService.class.getResourceAsStream("/digest.properties")) {
            settings.load(in);
        }
    }

    /** The legacy exports: the configured algorithm is MD5, whatever the default says. */
    public byte[] legacyChecksum(byte[] data) throws NoSuchAlgorithmException {
        String algorithm = settings.getProperty("export.digest.legacy", "SHA-256");
        // vigil: java.weak-hash
        MessageDigest md = MessageDigest.getInstance(algorithm);
        return md.digest(data);
    }

    /** The current exports: configured to SHA-256. */
    public byte[] currentChecksum(byte[] data) throws NoSuchAlgorithmException {
        String algorithm = settings.getProperty("export.digest.current", "SHA-256");
        // vigil-ok: java.weak-hash
        MessageDigest md = MessageDigest.getInstance(algorithm);
        return md.digest(data);
    }

    /** The file sets the key to SHA-256: the weak default never runs. */
    public byte[] currentChecksumOldDefault(byte[] data) throws NoSuchAlgorithmException {
        String algorithm = settings.getProperty("export.digest.current", "MD5");
        // vigil-ok: java.weak-hash
        return MessageDigest.getInstance(algorithm).digest(data);
    }

    /** Archives: the key is read inline; the file sets it to SHA1. */
    public byte[] archiveChecksum(byte[] data) throws NoSuchAlgorithmException {
        // vigil: java.weak-hash
        return MessageDigest.getInstance(settings.getProperty("archive.digest")).digest(data);
    }

    /** A key the file does not set: the weak default is what runs. */
    public byte[] reportChecksum(byte[] data) throws NoSuchAlgorithmException {
        String algorithm = settings.getProperty("report.digest", "MD5");
        // vigil: java.weak-hash
        return MessageDigest.getInstance(algorithm).digest(data);
    }

    /** A key the file does not set, with a strong default. */
    public byte[] receiptChecksum(byte[] data) throws NoSuchAlgorithmException {
        String algorithm = settings.getProperty("receipt.digest", "SHA-384");
        // vigil-ok: java.weak-hash
        return MessageDigest.getInstance(algorithm).digest(data);
    }

    /** A key no file sets, read without a default: the deployment chooses the algorithm. */
    public byte[] auditChecksum(byte[] data) throws NoSuchAlgorithmException {
        String algorithm = settings.getProperty("audit.digest");
        // vigil: java.weak-hash
        return MessageDigest.getInstance(algorithm).digest(data);
    }

    /** Constants of the class. */
    public byte[] fallbackChecksum(byte[] data) throws NoSuchAlgorithmException {
        // vigil: java.weak-hash
        byte[] weak = MessageDigest.getInstance(FALLBACK).digest(data);
        // vigil-ok: java.weak-hash
        byte[] strong = MessageDigest.getInstance(PREFERRED).digest(data);
        return weak.length > strong.length ? weak : strong;
    }
}
