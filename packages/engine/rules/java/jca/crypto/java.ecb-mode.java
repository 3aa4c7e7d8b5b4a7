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

    private static final String DEFAULT_MODE = "AES";

    Cipher qualified() throws Exception {
        // vigil: java.ecb-mode
        return javax.crypto.Cipher.getInstance("AES/ECB/PKCS5Padding", "SunJCE");
    }

    Cipher fromConstant() throws Exception {
        // vigil: java.ecb-mode
        return Cipher.getInstance(DEFAULT_MODE);
    }

    Cipher cbcLocal() throws Exception {
        String t = "AES/CBC/PKCS5Padding";
        // vigil-ok: java.ecb-mode
        return Cipher.getInstance(t);
    }

    Cipher overwrittenLocal() throws Exception {
        String t = "AES";
        t = "AES/GCM/NoPadding";
        // vigil-ok: java.ecb-mode
        return Cipher.getInstance(t);
    }

    Cipher weakAgain() throws Exception {
        String t = "AES/GCM/NoPadding";
        t = "AES/ECB/PKCS5Padding";
        // vigil: java.ecb-mode
        return Cipher.getInstance(t);
    }
}
