import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletRequest;
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
        // vigil: java.cookie-insecure
        Cookie c = new Cookie("remember", v);
        c.setHttpOnly(true);
        c.setSecure(false);
        resp.addCookie(c);
    }

    void qualified(HttpServletResponse resp, String v) {
        // a preference cookie holds nothing to steal: its flags protect no credential
        // vigil-ok: java.cookie-insecure
        javax.servlet.http.Cookie c = new javax.servlet.http.Cookie("prefs", v);
        c.setSecure(true);
        resp.addCookie(c);
    }

    void inline(HttpServletResponse resp, String v) {
        // nor does a theme cookie
        // vigil-ok: java.cookie-insecure
        resp.addCookie(new Cookie("theme", v));
    }

    void downgrade(HttpServletRequest req, HttpServletResponse resp) {
        for (Cookie c : req.getCookies()) {
            // vigil: java.cookie-insecure
            c.setHttpOnly(false);
            resp.addCookie(c);
        }
    }

    ResponseCookie spring(String sid) {
        // vigil: java.cookie-insecure
        return ResponseCookie.from("SESSION", sid).httpOnly(false).secure(true).build();
    }

    ResponseCookie springDefaults(String sid) {
        // vigil: java.cookie-insecure
        return ResponseCookie.from("SESSION", sid)
                .httpOnly(true)
                .path("/")
                .build();
    }

    ResponseCookie springHardened(String sid, boolean secureFlag) {
        // vigil-ok: java.cookie-insecure
        return ResponseCookie.from("SESSION", sid).httpOnly(true).secure(secureFlag).sameSite("Lax").build();
    }

    ResponseCookie springLogout() {
        // vigil-ok: java.cookie-insecure
        return ResponseCookie.from("SESSION", "").maxAge(0).build();
    }

    void loginSafe(HttpServletResponse resp, String sid) {
        // vigil-ok: java.cookie-insecure
        Cookie c = new Cookie("SESSION", sid);
        c.setHttpOnly(true);
        c.setSecure(true);
        resp.addCookie(c);
    }

    void qualifiedSafe(HttpServletRequest req, HttpServletResponse resp, String v) {
        // vigil-ok: java.cookie-insecure
        jakarta.servlet.http.Cookie c = new jakarta.servlet.http.Cookie("prefs", v);
        c.setSecure(req.isSecure());
        c.setHttpOnly(true);
        resp.addCookie(c);
    }

    void logout(HttpServletResponse resp) {
        // vigil-ok: java.cookie-insecure
        Cookie c = new Cookie("SESSION", "");
        c.setMaxAge(0);
        resp.addCookie(c);
    }

    void hardened(HttpServletResponse resp, String sid) {
        // vigil-ok: java.cookie-insecure
        Cookie c = new Cookie("SESSION", sid);
        CookieSupport.harden(c);
        resp.addCookie(c);
    }
}
