import org.springframework.web.bind.annotation.*;
import org.springframework.web.cors.CorsConfiguration;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import javax.servlet.http.*;

@RestController
public class Api {
    // vigil: java.cors-permissive
    @CrossOrigin(origins = "*", allowCredentials = "true")
    @GetMapping("/me")
    public String me() { return "me"; }

    // vigil-ok: java.cors-permissive
    @CrossOrigin(origins = "https://app.example.com", allowCredentials = "true")
    @GetMapping("/me2")
    public String me2() { return "me"; }

    public void addCorsMappings(CorsRegistry registry) {
        // vigil: java.cors-permissive
        registry.addMapping("/**").allowedOriginPatterns("*").allowCredentials(true);
    }

    CorsConfiguration config() {
        CorsConfiguration c = new CorsConfiguration();
        // vigil: java.cors-permissive
        c.addAllowedOriginPattern("*");
        c.setAllowCredentials(true);
        return c;
    }

    void filter(HttpServletRequest req, HttpServletResponse resp) {
        // vigil: java.cors-permissive
        resp.setHeader("Access-Control-Allow-Origin", req.getHeader("Origin"));
        resp.setHeader("Access-Control-Allow-Credentials", "true");
    }

    void publicApi(HttpServletResponse resp) {
        // vigil-ok: java.cors-permissive
        resp.setHeader("Access-Control-Allow-Origin", "*");
    }
}
