package com.acme.legacy;

import java.io.InputStream;
import java.io.ObjectInputStream;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Hashtable;
import java.util.Random;
import javax.crypto.Cipher;
import javax.naming.Context;
import javax.naming.InitialContext;
import javax.naming.directory.InitialDirContext;
import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.SSLSession;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.servlet.http.Cookie;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.LoaderOptions;
import com.thoughtworks.xstream.XStream;

public class LegacyOps {

  public Cookie rememberMe(String value) {
    // vigil: java.cookie-insecure
    Cookie c = new Cookie("remember", value);
    c.setSecure(false);
    c.setHttpOnly(false);
    return c;
  }

  public Cookie sessionCookie(String value) {
    // vigil-ok: java.cookie-insecure
    Cookie c = new Cookie("sid", value);
    c.setSecure(true);
    c.setHttpOnly(true);
    return c;
  }

  public byte[] encrypt(byte[] key, byte[] data) throws Exception {
    // vigil: java.weak-cipher
    Cipher des = Cipher.getInstance("DES/CBC/PKCS5Padding");
    // vigil: java.ecb-mode
    Cipher ecb = Cipher.getInstance("AES/ECB/PKCS5Padding");
    // vigil-ok: java.ecb-mode, java.weak-cipher
    Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding");
    return gcm.doFinal(data);
  }

  public TrustManager[] trustAll() {
    return new TrustManager[] {
      new X509TrustManager() {
        // vigil: java.tls-verify-disabled
        public void checkServerTrusted(X509Certificate[] chain, String authType) {}

        public void checkClientTrusted(X509Certificate[] chain, String authType) {}

        public X509Certificate[] getAcceptedIssuers() {
          return new X509Certificate[0];
        }
      }
    };
  }

  public HostnameVerifier anyHost() {
    return new HostnameVerifier() {
      // vigil: java.tls-verify-disabled
      public boolean verify(String host, SSLSession session) {
        return true;
      }
    };
  }

  public Object restore(InputStream in) throws Exception {
    ObjectInputStream ois = new ObjectInputStream(in);
    // vigil: java.unsafe-deserializer
    return ois.readObject();
  }

  public Object fromXml(String xml) {
    XStream xs = new XStream();
    // vigil: java.unsafe-deserializer
    return xs.fromXML(xml);
  }

  public Object fromXmlAllowed(String xml) {
    XStream xs = new XStream();
    xs.allowTypes(new Class[] {Settings.class});
    // vigil-ok: java.unsafe-deserializer
    return xs.fromXML(xml);
  }

  public Object loadYaml(String text) {
    Yaml yaml = new Yaml();
    // vigil: java.unsafe-deserializer
    return yaml.load(text);
  }

  public Object loadYamlSafe(String text) {
    Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
    // vigil-ok: java.unsafe-deserializer
    return yaml.load(text);
  }

  public Object script(String expr) throws Exception {
    ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
    // vigil: java.eval-nonliteral
    return engine.eval(expr);
  }

  public Object scriptConst() throws Exception {
    ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
    // vigil-ok: java.code-injection, java.eval-nonliteral
    return engine.eval("1 + 2");
  }

  public void archive(String dir) throws Exception {
    // vigil: java.command-nonliteral
    Runtime.getRuntime().exec("tar czf /tmp/backup.tgz " + dir);
    // vigil-ok: java.command-injection, java.command-nonliteral
    Runtime.getRuntime().exec(new String[] {"tar", "czf", "/tmp/backup.tgz", dir});
  }

  public Object spel(String text) {
    ExpressionParser parser = new SpelExpressionParser();
    // vigil: java.eval-nonliteral
    return parser.parseExpression(text).getValue();
  }

  public Object spelConst() {
    ExpressionParser parser = new SpelExpressionParser();
    // vigil-ok: java.code-injection
    return parser.parseExpression("'report'.toUpperCase()").getValue();
  }

  public Object jndi(String name) throws Exception {
    InitialContext ctx = new InitialContext();
    // vigil: java.eval-nonliteral
    Object a = ctx.lookup(name);
    // vigil-ok: java.code-injection
    Object b = ctx.lookup("java:comp/env/jdbc/orders");
    return a != null ? a : b;
  }

  public String resetToken() {
    // vigil: java.insecure-random
    long token = new Random().nextLong();
    // vigil-ok: java.insecure-random
    long good = new SecureRandom().nextLong();
    return Long.toHexString(token ^ good);
  }

  public InitialDirContext directory(String url) throws Exception {
    Hashtable<String, String> env = new Hashtable<>();
    env.put(Context.PROVIDER_URL, url);
    // vigil: java.ldap-anonymous-bind
    env.put(Context.SECURITY_AUTHENTICATION, "none");
    return new InitialDirContext(env);
  }

  public InitialDirContext directorySimple(String url, String user, String pw) throws Exception {
    Hashtable<String, String> env = new Hashtable<>();
    // vigil-ok: java.ldap-anonymous-bind
    env.put(Context.SECURITY_AUTHENTICATION, "simple");
    env.put(Context.SECURITY_PRINCIPAL, user);
    env.put(Context.SECURITY_CREDENTIALS, pw);
    return new InitialDirContext(env);
  }

  public ResultSet findUser(Connection conn, String name) throws Exception {
    Statement st = conn.createStatement();
    // vigil: java.sql-nonliteral
    return st.executeQuery("SELECT * FROM users WHERE name = '" + name + "'");
  }

  public ResultSet findUserSafe(Connection conn, String name) throws Exception {
    PreparedStatement ps = conn.prepareStatement("SELECT * FROM users WHERE name = ?");
    ps.setString(1, name);
    // vigil-ok: java.sql-injection, java.sql-nonliteral
    return ps.executeQuery();
  }

  public byte[] digest(byte[] data) throws Exception {
    // vigil: java.weak-hash
    MessageDigest md = MessageDigest.getInstance("SHA1");
    // vigil-ok: java.weak-hash
    MessageDigest sha = MessageDigest.getInstance("SHA-256");
    return sha.digest(md.digest(data));
  }

  static class Settings {}
}
