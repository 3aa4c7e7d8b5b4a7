import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class LoginAudit {
    private static final Logger LOG = LoggerFactory.getLogger(LoginAudit.class);

    void attempt(String user, String password, Account account) {
        // vigil: java.cleartext-logging
        LOG.info("login user={} password={}", user, password);
        // vigil: java.cleartext-logging
        LOG.debug("account " + user + " key " + account.apiKey);
        // vigil: java.cleartext-logging
        LOG.warn("stored credentials {}", account.getPassword());
        // vigil-ok: java.cleartext-logging
        LOG.info("login user={}", user);
        // vigil-ok: java.cleartext-logging
        LOG.info("password length {}", password.length());
        // vigil-ok: java.cleartext-logging
        LOG.info("password changed for {}", user);
        // vigil-ok: java.cleartext-logging
        LOG.info("password policy {}", account.getPasswordPolicy());
    }
}
