import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;

public class Ciphers {
    Cipher legacy() throws Exception {
        // vigil: java.weak-cipher
        return Cipher.getInstance("DESede/CBC/PKCS5Padding");
    }

    Cipher stream() throws Exception {
        // vigil: java.weak-cipher
        return Cipher.getInstance("RC4");
    }

    KeyGenerator keys() throws Exception {
        // vigil: java.weak-cipher
        return KeyGenerator.getInstance("DES");
    }

    Cipher modern() throws Exception {
        // vigil-ok: java.weak-cipher
        return Cipher.getInstance("AES/GCM/NoPadding");
    }

    private static final String LEGACY = "Blowfish/CBC/PKCS5Padding";

    Cipher qualified() throws Exception {
        // vigil: java.weak-cipher
        return javax.crypto.Cipher.getInstance("DES/CBC/PKCS5Padding", "SunJCE");
    }

    Cipher fromConstant() throws Exception {
        // vigil: java.weak-cipher
        return Cipher.getInstance(LEGACY);
    }

    Cipher fromLocal() throws Exception {
        String transformation = "ARCFOUR";
        // vigil: java.weak-cipher
        return Cipher.getInstance(transformation);
    }

    Cipher modernLocal() throws Exception {
        String transformation = "ChaCha20-Poly1305";
        // vigil-ok: java.weak-cipher
        return javax.crypto.Cipher.getInstance(transformation);
    }

    Cipher overwrittenLocal() throws Exception {
        String transformation = "DES";
        transformation = "AES/GCM/NoPadding";
        // vigil-ok: java.weak-cipher
        return Cipher.getInstance(transformation);
    }

    Cipher reassignedWeak() throws Exception {
        String transformation = "DES/CBC/PKCS5Padding";
        transformation = "DESede/CBC/PKCS5Padding";
        // vigil: java.weak-cipher
        return Cipher.getInstance(transformation);
    }
}
