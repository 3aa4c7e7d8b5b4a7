import com.auth0.jwt.JWT;
import com.auth0.jwt.algorithms.Algorithm;
import io.jsonwebtoken.Jwts;

public class Tokens {
    String issue(String user) {
        // vigil: java.jwt-none
        return JWT.create().withSubject(user).sign(Algorithm.none());
    }

    Object parse(String token) {
        // vigil: java.jwt-none
        return Jwts.parser().unsecured().build().parse(token);
    }

    String issueSigned(String user, Algorithm alg) {
        // vigil-ok: java.jwt-none
        return JWT.create().withSubject(user).sign(Algorithm.HMAC256(System.getenv("JWT_KEY")));
    }
}
