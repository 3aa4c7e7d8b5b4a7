import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.spec.RSAKeyGenParameterSpec;

public class SigningKeys {
    KeyPair legacy() throws Exception {
        KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
        // vigil: java.weak-key-size
        kpg.initialize(1024);
        return kpg.generateKeyPair();
    }

    KeyPair spec() throws Exception {
        KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
        // vigil: java.weak-key-size
        kpg.initialize(new RSAKeyGenParameterSpec(1024, RSAKeyGenParameterSpec.F4));
        return kpg.generateKeyPair();
    }

    KeyPair dsa() throws Exception {
        KeyPairGenerator kpg = KeyPairGenerator.getInstance("DSA");
        // vigil: java.weak-key-size
        kpg.initialize(512, new java.security.SecureRandom());
        return kpg.generateKeyPair();
    }

    KeyPair current() throws Exception {
        KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
        // vigil-ok: java.weak-key-size
        kpg.initialize(3072);
        return kpg.generateKeyPair();
    }

    KeyPair ec() throws Exception {
        KeyPairGenerator kpg = KeyPairGenerator.getInstance("EC");
        // vigil-ok: java.weak-key-size
        kpg.initialize(256);
        return kpg.generateKeyPair();
    }
}
