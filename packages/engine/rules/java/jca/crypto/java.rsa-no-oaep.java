import javax.crypto.Cipher;

public class KeyWrap {
    Cipher legacy() throws Exception {
        // vigil: java.rsa-no-oaep
        return Cipher.getInstance("RSA/ECB/NoPadding");
    }

    Cipher pkcs1() throws Exception {
        // vigil: java.rsa-no-oaep
        return Cipher.getInstance("RSA/ECB/PKCS1Padding");
    }

    Cipher oaep() throws Exception {
        // vigil-ok: java.rsa-no-oaep
        return Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
    }
}
