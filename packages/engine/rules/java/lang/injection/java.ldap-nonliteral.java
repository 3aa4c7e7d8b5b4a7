import javax.naming.NamingEnumeration;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import org.springframework.ldap.core.LdapTemplate;

public class PeopleDirectory {
    private static final String GROUP = "staff";
    private final DirContext ctx;
    private final LdapTemplate ldapTemplate;

    PeopleDirectory(DirContext ctx, LdapTemplate ldapTemplate) {
        this.ctx = ctx;
        this.ldapTemplate = ldapTemplate;
    }

    NamingEnumeration<SearchResult> byUid(String uid) throws Exception {
        // vigil: java.ldap-nonliteral
        return ctx.search("ou=people,dc=acme", "(uid=" + uid + ")", new SearchControls());
    }

    Object byMail(String mail) {
        // vigil: java.ldap-nonliteral
        return ldapTemplate.search("ou=people", "(&(objectClass=person)(mail=" + mail + "))", (Object o) -> o);
    }

    NamingEnumeration<SearchResult> byUidBound(String uid) throws Exception {
        // vigil-ok: java.ldap-nonliteral
        return ctx.search("ou=people,dc=acme", "(uid={0})", new Object[] {uid}, new SearchControls());
    }

    NamingEnumeration<SearchResult> staff() throws Exception {
        // vigil-ok: java.ldap-nonliteral
        return ctx.search("ou=people,dc=acme", "(memberOf=cn=" + GROUP + ")", new SearchControls());
    }

    NamingEnumeration<SearchResult> byNumber(int number) throws Exception {
        // vigil-ok: java.ldap-nonliteral
        return ctx.search("ou=people,dc=acme", "(employeeNumber=" + number + ")", new SearchControls());
    }
}
