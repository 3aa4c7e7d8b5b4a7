package com.acme.portal;

import java.io.IOException;
import java.io.StringReader;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.xml.sax.InputSource;

public class DirectoryServlet extends HttpServlet {
    private DirContext ldap;
    private Document staff;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String uid = req.getParameter("uid");
        SearchControls sc = new SearchControls();
        sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
        try {
            // vigil: java.ldap-injection
            NamingEnumeration<SearchResult> res = ldap.search("ou=people,dc=acme,dc=com", "(uid=" + uid + ")", sc);
            // vigil-ok: java.ldap-injection
            NamingEnumeration<SearchResult> safe = ldap.search("ou=people,dc=acme,dc=com", "(uid={0})", new Object[] {uid}, sc);
            resp.getWriter().println(res.hasMore() && safe.hasMore() ? "found" : "none");
        } catch (NamingException e) {
            resp.sendError(500);
        }
    }

    protected void staffLookup(HttpServletRequest req, HttpServletResponse resp) throws Exception {
        String dept = req.getParameter("dept");
        XPath xp = XPathFactory.newInstance().newXPath();
        // vigil: java.xpath-injection
        String name = xp.evaluate("/staff/person[dept='" + dept + "']/name", staff);
        String fixed = "engineering";
        // vigil-ok: java.xpath-injection
        String lead = xp.evaluate("/staff/person[dept='" + fixed + "' and role='lead']/name", staff);
        resp.getWriter().println(name.length() + lead.length());
    }

    protected void importStaff(HttpServletRequest req, HttpServletResponse resp) throws Exception {
        // vigil: java.xxe-parser
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        DocumentBuilder db = dbf.newDocumentBuilder();
        // vigil: java.xxe
        Document doc = db.parse(new InputSource(req.getInputStream()));
        resp.getWriter().println(doc.getDocumentElement().getNodeName());
    }

    protected void importStaffSafe(HttpServletRequest req, HttpServletResponse resp) throws Exception {
        // vigil-ok: java.xxe-parser
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setXIncludeAware(false);
        dbf.setExpandEntityReferences(false);
        DocumentBuilder db = dbf.newDocumentBuilder();
        // vigil-ok: java.xxe
        Document doc = db.parse(new InputSource(new StringReader(req.getParameter("xml"))));
        resp.getWriter().println(doc.getDocumentElement().getNodeName());
    }
}
