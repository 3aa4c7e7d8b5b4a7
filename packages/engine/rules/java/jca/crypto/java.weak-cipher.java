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
}
