import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;

public class TokenBox {
    private final SecureRandom random = new SecureRandom();

    byte[] sealLegacy(SecretKey key, byte[] data) throws Exception {
        Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
        // vigil: java.static-iv
        c.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(new byte[16]));
        return c.doFinal(data);
    }

    byte[] sealFixed(SecretKey key, byte[] data) throws Exception {
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        // vigil: java.static-iv
        c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, "0123456789ab".getBytes(StandardCharsets.US_ASCII)));
        return c.doFinal(data);
    }

    byte[] sealLiteral(SecretKey key, byte[] data) throws Exception {
        Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
        // vigil: java.static-iv
        c.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}));
        return c.doFinal(data);
    }

    byte[] seal(SecretKey key, byte[] data) throws Exception {
        byte[] nonce = new byte[12];
        random.nextBytes(nonce);
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        // vigil-ok: java.static-iv
        c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce));
        return c.doFinal(data);
    }

    byte[] open(SecretKey key, byte[] iv, byte[] data) throws Exception {
        Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
        // vigil-ok: java.static-iv
        c.init(Cipher.DECRYPT_MODE, key, new IvParameterSpec(iv, 0, 16));
        return c.doFinal(data);
    }
}
