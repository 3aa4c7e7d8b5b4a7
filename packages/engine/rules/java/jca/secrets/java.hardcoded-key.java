import javax.crypto.spec.SecretKeySpec;
import com.auth0.jwt.algorithms.Algorithm;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.SignatureAlgorithm;

public class Keys {
    // vigil: java.hardcoded-key
    private final SecretKeySpec aes = new SecretKeySpec("0123456789abcdef".getBytes(), "AES");

    // vigil: java.hardcoded-key
    private static final byte[] KEY = "fedcba9876543210".getBytes();
    // vigil-ok: java.hardcoded-key
    private static final String CACHE_KEY = "users:all";
    // vigil: java.hardcoded-key
    private static final String DES_KEY = "k3y";
    // vigil: java.hardcoded-key
    private static final String key = "Zx81Qa77Lp02Wm55";

    String queryValue(String queryString) {
        // vigil-ok: java.hardcoded-key
        String key = "q=";
        int at = queryString.indexOf(key);
        return at < 0 ? "" : queryString.substring(at + key.length());
    }

    String issue(String user) {
        // vigil: java.hardcoded-key
        Algorithm alg = Algorithm.HMAC256("jwt-signing-secret");
        return com.auth0.jwt.JWT.create().withSubject(user).sign(alg);
    }

    String legacy(String user) {
        // vigil: java.hardcoded-key
        return Jwts.builder().setSubject(user).signWith(SignatureAlgorithm.HS256, "legacy-secret").compact();
    }

    SecretKeySpec fromEnv() {
        // vigil-ok: java.hardcoded-key
        return new SecretKeySpec(java.util.Base64.getDecoder().decode(System.getenv("AES_KEY")), "AES");
    }
}
