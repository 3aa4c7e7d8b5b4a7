package com.acme.shop;

import java.beans.XMLDecoder;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import javax.servlet.http.HttpSession;
import javax.xml.namespace.QName;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamReader;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;

import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.query.LdapQueryBuilder;
import org.springframework.ldap.support.LdapEncoder;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.xml.sax.helpers.DefaultHandler;

@RestController
public class StaffController {
    private final LdapTemplate ldap;
    private final Document directory;

    public StaffController(LdapTemplate ldap, Document directory) {
        this.ldap = ldap;
        this.directory = directory;
    }

    @GetMapping("/staff/by-mail")
    public List<String> byMail(@RequestParam String mail) {
        // vigil: java.ldap-injection
        return ldap.search("ou=staff", "(mail=" + mail + ")", (org.springframework.ldap.core.AttributesMapper<String>) a -> a.get("cn").get().toString());
    }

    @GetMapping("/staff/by-mail/v2")
    public List<String> byMailSafe(@RequestParam String mail) {
        // vigil-ok: java.ldap-injection
        return ldap.search(LdapQueryBuilder.query().base("ou=staff").where("mail").is(mail), (org.springframework.ldap.core.AttributesMapper<String>) a -> a.get("cn").get().toString());
    }

    @GetMapping("/staff/by-mail/v3")
    public List<String> byMailEncoded(@RequestParam String mail) {
        // vigil-ok: java.ldap-injection
        return ldap.search("ou=staff", "(mail=" + LdapEncoder.filterEncode(mail) + ")", (org.springframework.ldap.core.AttributesMapper<String>) a -> a.get("cn").get().toString());
    }

    @GetMapping("/staff/phone")
    public Object phone(@RequestParam String name) throws Exception {
        XPath xp = XPathFactory.newInstance().newXPath();
        // vigil: java.xpath-injection
        Object a = xp.compile("//person[@name='" + name + "']/phone").evaluate(directory, XPathConstants.STRING);
        xp.setXPathVariableResolver(v -> new QName("name").equals(v) ? name : null);
        // vigil-ok: java.xpath-injection
        Object b = xp.compile("//person[@name=$name]/phone").evaluate(directory, XPathConstants.STRING);
        return List.of(a, b);
    }

    @PostMapping("/staff/preferences")
    public void preferences(@RequestBody Map<String, String> body, HttpSession session) {
        // vigil: java.trust-boundary
        session.setAttribute("approvalLimit", body.get("approvalLimit"));
        // vigil-ok: java.trust-boundary
        session.setAttribute("theme", "dark".equals(body.get("theme")) ? "dark" : "light");
    }

    @PostMapping("/staff/import")
    public Object importBeans(@RequestBody String xml) {
        XMLDecoder decoder = new XMLDecoder(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        // vigil: java.insecure-deserialization
        return decoder.readObject();
    }

    @PostMapping("/staff/import-sax")
    public String importSax(InputStream body) throws Exception {
        // vigil: java.xxe-parser
        SAXParser parser = SAXParserFactory.newInstance().newSAXParser();
        // vigil: java.xxe
        parser.parse(body, new DefaultHandler());
        return "ok";
    }

    @PostMapping("/staff/import-stax")
    public String importStax(InputStream body) throws Exception {
        XMLInputFactory f = XMLInputFactory.newInstance();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        // vigil-ok: java.xxe
        XMLStreamReader r = f.createXMLStreamReader(body);
        return r.hasNext() ? "ok" : "empty";
    }
}
