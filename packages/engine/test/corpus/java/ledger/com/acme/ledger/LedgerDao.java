package com.acme.ledger;

import java.beans.XMLDecoder;
import java.io.File;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import javax.naming.InitialContext;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.persistence.EntityManager;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.hibernate.Session;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.jdbc.core.JdbcTemplate;
import org.w3c.dom.Document;
import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;

public class LedgerDao {
    private static final Logger log = LoggerFactory.getLogger(LedgerDao.class);
    private final EntityManager em;
    private final Session session;
    private final JdbcTemplate jdbc;

    public LedgerDao(EntityManager em, Session session, JdbcTemplate jdbc) {
        this.em = em;
        this.session = session;
        this.jdbc = jdbc;
    }

    public List<?> byOwner(String owner) {
        // vigil: java.sql-nonliteral
        return em.createQuery("SELECT a FROM Account a WHERE a.owner = '" + owner + "'").getResultList();
    }

    public List<?> byOwnerSafe(String owner) {
        // vigil-ok: java.sql-nonliteral
        return em.createQuery("SELECT a FROM Account a WHERE a.owner = :owner").setParameter("owner", owner).getResultList();
    }

    public List<?> entries(String period) {
        // vigil: java.sql-nonliteral
        return session.createQuery("from Entry e where e.period = '" + period + "'").list();
    }

    public List<?> nativeTotals(String column) {
        // vigil: java.sql-nonliteral
        return em.createNativeQuery("SELECT sum(" + column + ") FROM entries").getResultList();
    }

    public List<?> jdbcRows(String region) {
        // vigil: java.sql-nonliteral
        return jdbc.queryForList("SELECT * FROM entries WHERE region = '" + region + "'");
    }

    public ResultSet raw(String user, String id) throws Exception {
        Connection c = DriverManager.getConnection("jdbc:postgresql://db/ledger", "ledger", System.getenv("DB_PASSWORD"));
        Statement st = c.createStatement();
        // vigil: java.sql-nonliteral
        return st.executeQuery("SELECT * FROM accounts WHERE id = " + id);
    }

    public Connection admin() throws Exception {
        // vigil: java.hardcoded-password
        return DriverManager.getConnection("jdbc:postgresql://db/ledger", "admin", "Xk29!pLw7Q");
    }

    public Object lookup(String name) throws Exception {
        // vigil: java.eval-nonliteral
        return new InitialContext().lookup(name);
    }

    public Object lookupFixed() throws Exception {
        // vigil-ok: java.eval-nonliteral
        return new InitialContext().lookup("java:comp/env/jdbc/ledger");
    }

    public Object rule(String expression) {
        // vigil: java.eval-nonliteral
        return new SpelExpressionParser().parseExpression(expression).getValue();
    }

    public Object restore(InputStream in) throws Exception {
        ObjectInputStream ois = new ObjectInputStream(in);
        // vigil: java.unsafe-deserializer
        return ois.readObject();
    }

    public Object restoreBean(InputStream in) {
        XMLDecoder decoder = new XMLDecoder(in);
        // vigil: java.unsafe-deserializer
        return decoder.readObject();
    }

    public Object restoreKryo(InputStream in) {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(false);
        // vigil: java.unsafe-deserializer
        return kryo.readClassAndObject(new Input(in));
    }

    public Document parse(InputStream in) throws Exception {
        // vigil: java.xxe-parser
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        return dbf.newDocumentBuilder().parse(in);
    }

    public Document parseSafe(InputStream in) throws Exception {
        // vigil-ok: java.xxe-parser
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return dbf.newDocumentBuilder().parse(in);
    }

    public void sax(InputStream in, org.xml.sax.helpers.DefaultHandler h) throws Exception {
        // vigil: java.xxe-parser
        SAXParserFactory spf = SAXParserFactory.newInstance();
        spf.newSAXParser().parse(in, h);
    }

    public Object stax(InputStream in) throws Exception {
        // vigil: java.xxe-parser
        XMLInputFactory xif = XMLInputFactory.newInstance();
        return xif.createXMLStreamReader(in);
    }

    public Object find(DirContext ctx, String user) throws Exception {
        // vigil: java.ldap-nonliteral
        return ctx.search("ou=people,dc=acme", "(uid=" + user + ")", new SearchControls());
    }

    public Object node(Document doc, String id) throws Exception {
        XPath xp = XPathFactory.newInstance().newXPath();
        // vigil: java.xpath-nonliteral
        return xp.evaluate("/ledger/entry[@id='" + id + "']", doc);
    }

    public void login(String user, String password) {
        // vigil: java.cleartext-logging
        log.info("login user={} password={}", user, password);
        // vigil-ok: java.cleartext-logging
        log.info("login user={}", user);
    }

    public File spool(byte[] rows) throws Exception {
        // vigil: java.insecure-temp-file
        java.nio.file.Files.write(java.nio.file.Paths.get("/tmp/ledger-export.csv"), rows);
        return new File("/tmp/ledger-export.csv");
    }

    public Object plugin(String className) throws Exception {
        // vigil-todo: java.unsafe-reflection
        return Class.forName(className).getDeclaredConstructor().newInstance();
    }
}
