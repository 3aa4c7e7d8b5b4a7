import javax.crypto.Cipher;

public class Modes {
    Cipher implicitEcb() throws Exception {
        // vigil: java.ecb-mode
        return Cipher.getInstance("AES");
    }

    Cipher explicitEcb() throws Exception {
        // vigil: java.ecb-mode
        return Cipher.getInstance("AES/ECB/PKCS5Padding");
    }

    Cipher gcm() throws Exception {
        // vigil-ok: java.ecb-mode
        return Cipher.getInstance("AES/GCM/NoPadding");
    }

    Cipher rsa() throws Exception {
        // vigil-ok: java.ecb-mode
        return Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
    }
}
