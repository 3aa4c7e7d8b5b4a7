import java.util.Random;
import java.security.SecureRandom;
import org.apache.commons.lang3.RandomStringUtils;

public class Tokens {
    private final Random rnd = new Random();
    private final SecureRandom secure = new SecureRandom();

    public String newResetToken() {
        // vigil: java.insecure-random
        return Long.toHexString(rnd.nextLong());
    }

    public String tempPassword() {
        // vigil: java.insecure-random
        String password = RandomStringUtils.randomAlphanumeric(10);
        return password;
    }

    public void login(User u) {
        // vigil: java.insecure-random
        u.sessionId = Integer.toString((int) (Math.random() * 1_000_000));
    }

    public int pickShard(int n) {
        // vigil-ok: java.insecure-random
        int shard = rnd.nextInt(n);
        return shard;
    }

    public String secureToken() {
        byte[] buf = new byte[32];
        // vigil-ok: java.insecure-random
        secure.nextBytes(buf);
        return java.util.Base64.getUrlEncoder().encodeToString(buf);
    }
}
