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
}
