import java.sql.Connection;
import java.sql.DriverManager;

public class Db {
    // vigil: java.hardcoded-password
    private static final String DB_PASSWORD = "Pr0d-Db-Pass!";
    // vigil-ok: java.hardcoded-password
    private static final String PASSWORD_PARAM = "password";

    Connection open(String url) throws Exception {
        // vigil: java.hardcoded-password
        return DriverManager.getConnection(url, "app", "s3cr3t-app-pw");
    }

    Connection openSafe(String url) throws Exception {
        // vigil-ok: java.hardcoded-password
        return DriverManager.getConnection(url, "app", System.getenv("DB_PASSWORD"));
    }

    void configure(com.zaxxer.hikari.HikariConfig cfg) {
        // vigil: java.hardcoded-password
        cfg.setPassword("hikari-pass-01");
        // vigil-ok: java.hardcoded-password
        cfg.setPassword(System.getenv("DB_PASSWORD"));
    }
}
