import java.security.MessageDigest;
import org.apache.commons.codec.digest.DigestUtils;

public class Hashes {
    public byte[] passwordHash(String pw) throws Exception {
        // vigil: java.weak-hash
        MessageDigest md = MessageDigest.getInstance("MD5");
        return md.digest(pw.getBytes("UTF-8"));
    }

    public String signature(byte[] body) throws Exception {
        // vigil: java.weak-hash
        byte[] d = MessageDigest.getInstance("SHA-1").digest(body);
        // vigil: java.weak-hash
        return DigestUtils.sha1Hex(body) + d.length;
    }

    public byte[] integrity(byte[] body) throws Exception {
        // vigil-ok: java.weak-hash
        return MessageDigest.getInstance("SHA-256").digest(body);
    }

    public String hex(byte[] body) {
        // vigil-ok: java.weak-hash
        return DigestUtils.sha256Hex(body);
    }

    private static final String LEGACY = "SHA1";
    private static final String CURRENT = "SHA-512";

    public byte[] qualified(byte[] body) throws Exception {
        // vigil: java.weak-hash
        return java.security.MessageDigest.getInstance("MD5", "SUN").digest(body);
    }

    public byte[] fromConstant(byte[] body) throws Exception {
        // vigil: java.weak-hash
        return MessageDigest.getInstance(LEGACY).digest(body);
    }

    public byte[] fromLocal(byte[] body) throws Exception {
        String alg = "MD4";
        // vigil: java.weak-hash
        return MessageDigest.getInstance(alg).digest(body);
    }

    public byte[] fromConfig(java.util.Properties props, byte[] body) throws Exception {
        // vigil: java.weak-hash
        return MessageDigest.getInstance(props.getProperty("hash.alg", "MD5")).digest(body);
    }

    public byte[] strongConstant(byte[] body) throws Exception {
        String alg = "SHA3-256";
        // vigil-ok: java.weak-hash
        MessageDigest a = MessageDigest.getInstance(alg);
        // vigil-ok: java.weak-hash
        return java.security.MessageDigest.getInstance(CURRENT).digest(a.digest(body));
    }

    public byte[] sign(java.security.PrivateKey key, byte[] body) throws Exception {
        // vigil: java.weak-hash
        java.security.Signature legacy = java.security.Signature.getInstance("SHA1withRSA");
        // vigil-ok: java.weak-hash
        java.security.Signature current = java.security.Signature.getInstance("SHA256withECDSA");
        legacy.initSign(key);
        current.initSign(key);
        return body;
    }
}
