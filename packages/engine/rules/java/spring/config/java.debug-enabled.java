import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;

// vigil: java.debug-enabled
@EnableWebSecurity(debug = true)
class SecurityConfig {}

// vigil-ok: java.debug-enabled
@EnableWebSecurity
class ProdSecurityConfig {}

class ErrorServlet extends javax.servlet.http.HttpServlet {
    protected void doGet(javax.servlet.http.HttpServletRequest req, javax.servlet.http.HttpServletResponse response) throws java.io.IOException {
        try {
            work();
        } catch (Exception e) {
            // vigil: java.debug-enabled
            e.printStackTrace(response.getWriter());
            // vigil-ok: java.debug-enabled
            e.printStackTrace();
        }
    }
}
