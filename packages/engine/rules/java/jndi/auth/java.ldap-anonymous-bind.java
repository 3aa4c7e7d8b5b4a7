import java.util.Hashtable;
import javax.naming.Context;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;

public class DirectoryClient {
    DirContext anonymous(String url) throws Exception {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, url);
        // vigil: java.ldap-anonymous-bind
        env.put(Context.SECURITY_AUTHENTICATION, "none");
        return new InitialDirContext(env);
    }

    DirContext anonymousByName(String url) throws Exception {
        java.util.Properties env = new java.util.Properties();
        // vigil: java.ldap-anonymous-bind
        env.setProperty("java.naming.security.authentication", "none");
        return new InitialDirContext(env);
    }

    DirContext bound(String url, String dn, String password) throws Exception {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.PROVIDER_URL, url);
        // vigil-ok: java.ldap-anonymous-bind
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, dn);
        env.put(Context.SECURITY_CREDENTIALS, password);
        return new InitialDirContext(env);
    }
}
