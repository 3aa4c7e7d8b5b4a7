import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletResponse;
import org.springframework.http.ResponseCookie;

public class Cookies {
    void login(HttpServletResponse resp, String sid) {
        // vigil: java.cookie-insecure
        Cookie c = new Cookie("SESSION", sid);
        c.setPath("/");
        resp.addCookie(c);
    }

    void remember(HttpServletResponse resp, String v) {
        Cookie c = new Cookie("remember", v);
        c.setHttpOnly(true);
        // vigil: java.cookie-insecure
        c.setSecure(false);
        resp.addCookie(c);
    }

    ResponseCookie spring(String sid) {
        // vigil: java.cookie-insecure
        return ResponseCookie.from("SESSION", sid).httpOnly(false).secure(true).build();
    }

    void loginSafe(HttpServletResponse resp, String sid) {
        // vigil-ok: java.cookie-insecure
        Cookie c = new Cookie("SESSION", sid);
        c.setHttpOnly(true);
        c.setSecure(true);
        resp.addCookie(c);
    }
}
