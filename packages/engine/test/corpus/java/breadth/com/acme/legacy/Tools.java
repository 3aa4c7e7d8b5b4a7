package com.acme.legacy;

import java.io.ObjectInputStream;
import java.io.FileInputStream;
import java.sql.Connection;
import java.sql.Statement;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.script.ScriptEngineManager;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.yaml.snakeyaml.Yaml;

public class Tools {
    public Object readState(String path) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new FileInputStream(path))) {
            // vigil: java.unsafe-deserializer
            return in.readObject();
        }
    }

    public void drop(Connection c, String table) throws Exception {
        Statement s = c.createStatement();
        // vigil: java.sql-nonliteral
        s.execute("DROP TABLE " + table);
    }

    public void rename(Connection c, String from, String to) throws Exception {
        // vigil: java.sql-nonliteral
        c.createStatement().executeUpdate("UPDATE items SET name = '" + to + "' WHERE name = '" + from + "'");
    }

    public void count(Connection c) throws Exception {
        // vigil-ok: java.sql-nonliteral
        c.createStatement().executeQuery("SELECT COUNT(*) FROM items");
    }

    public Object script(String body) throws Exception {
        // vigil: java.eval-nonliteral
        return new ScriptEngineManager().getEngineByName("groovy").eval(body);
    }

    public Object rule(String expr) {
        // vigil: java.eval-nonliteral
        return new SpelExpressionParser().parseExpression(expr).getValue();
    }

    public Object cfg(String text) {
        // vigil: java.unsafe-deserializer
        return new Yaml().load(text);
    }

    public void ping(String host) throws Exception {
        // vigil: java.command-nonliteral
        Runtime.getRuntime().exec("ping -c 1 " + host);
        // vigil-ok: java.command-nonliteral
        new ProcessBuilder("ping", "-c", "1", host).start();
    }

    public Cipher legacy(byte[] key) throws Exception {
        // vigil: java.weak-cipher
        Cipher c = Cipher.getInstance("DESede/CBC/PKCS5Padding");
        // vigil: java.static-iv
        c.init(Cipher.ENCRYPT_MODE, new javax.crypto.spec.SecretKeySpec(key, "DESede"), new IvParameterSpec(new byte[8]));
        return c;
    }

    public void sleepy(int ms) throws Exception {
        // vigil-ok: java.command-nonliteral
        Runtime.getRuntime().exec("sleep " + ms);
    }
}
