import javax.naming.directory.*;
import javax.servlet.http.*;
import org.owasp.esapi.ESAPI;

public class DirectoryServlet extends HttpServlet {
    private DirContext ctx;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String user = request.getParameter("user");
        SearchControls sc = new SearchControls();
        // vigil: java.ldap-injection
        ctx.search("ou=people,dc=example,dc=com", "(uid=" + user + ")", sc);
        String safe = ESAPI.encoder().encodeForLDAP(user);
        // vigil-ok: java.ldap-injection
        ctx.search("ou=people,dc=example,dc=com", "(uid=" + safe + ")", sc);
    }
}
