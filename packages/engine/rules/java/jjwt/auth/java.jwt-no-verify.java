import com.auth0.jwt.JWT;
import com.auth0.jwt.interfaces.DecodedJWT;
import io.jsonwebtoken.Claims;
import io.jsonwebtoken.Jwts;

public class Auth {
    String user(String token) {
        // vigil: java.jwt-no-verify
        DecodedJWT jwt = JWT.decode(token);
        return jwt.getSubject();
    }

    Object claims(String token, java.security.Key key) {
        // vigil: java.jwt-no-verify
        return Jwts.parser().setSigningKey(key).parseClaimsJwt(token).getBody();
    }

    Claims claimsSafe(String token, java.security.Key key) {
        // vigil-ok: java.jwt-no-verify
        return Jwts.parser().setSigningKey(key).parseClaimsJws(token).getBody();
    }

    String userSafe(String token, com.auth0.jwt.algorithms.Algorithm alg) {
        DecodedJWT verified = JWT.require(alg).build().verify(token);
        // vigil-ok: java.jwt-no-verify
        String kid = JWT.decode(token).getKeyId();
        return verified.getSubject() + kid;
    }
}
