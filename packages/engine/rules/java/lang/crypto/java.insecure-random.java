import java.util.Random;
import java.security.SecureRandom;
import java.util.concurrent.ThreadLocalRandom;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
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

    public void rememberMe(HttpServletResponse resp) {
        // vigil: java.insecure-random
        long value = new java.util.Random().nextLong();
        String remember = Long.toString(value, 36);
        Cookie c = new Cookie("remember", remember);
        c.setSecure(true);
        c.setHttpOnly(true);
        resp.addCookie(c);
    }

    public void bindUser(HttpServletRequest req) {
        // vigil: java.insecure-random
        int n = ThreadLocalRandom.current().nextInt();
        req.getSession().setAttribute("uid", Integer.toString(n));
    }

    public void header(HttpServletResponse resp) {
        byte[] buf = new byte[12];
        // vigil: java.insecure-random
        rnd.nextBytes(buf);
        resp.setHeader("X-Request-Nonce", java.util.HexFormat.of().formatHex(buf));
    }

    public void jitter(HttpServletResponse resp) throws Exception {
        // vigil-ok: java.insecure-random
        int delay = new java.util.Random().nextInt(250);
        Thread.sleep(delay);
        resp.setHeader("X-Delay", "applied");
    }

    public void secureCookie(HttpServletResponse resp) {
        // vigil-ok: java.insecure-random
        long value = new SecureRandom().nextLong();
        Cookie c = new Cookie("remember", Long.toString(value, 36));
        c.setSecure(true);
        c.setHttpOnly(true);
        resp.addCookie(c);
    }

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws java.io.IOException {
        // vigil: java.insecure-random
        long raw = ThreadLocalRandom.current().nextLong();
        String hex = Long.toHexString(raw);
        String label = "ref-" + hex;
        response.getWriter().println(label);
    }

    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws java.io.IOException {
        byte[] buf = new byte[16];
        // vigil: java.insecure-random
        new java.util.Random().nextBytes(buf);
        Random local = new Random();
        // vigil: java.insecure-random
        double g = local.nextGaussian();
        // vigil-ok: java.insecure-random
        int delayMs = local.nextInt(200);
        // vigil-ok: java.insecure-random
        if (Math.random() < 0.01) {
            response.setHeader("X-Sampled", "1");
        }
        // vigil-ok: java.insecure-random
        byte[] strongBuf = new byte[16];
        new SecureRandom().nextBytes(strongBuf);
        response.getWriter().println(java.util.Arrays.toString(buf) + g + delayMs);
    }

    @org.springframework.web.bind.annotation.GetMapping("/ticket")
    public String ticket() {
        // vigil: java.insecure-random
        int n = rnd.nextInt();
        String t = Integer.toString(n, 36);
        return t;
    }

    public int roll() {
        // vigil-ok: java.insecure-random
        int n = rnd.nextInt(6);
        return n + 1;
    }
}
