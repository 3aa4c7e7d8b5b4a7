using System.DirectoryServices;
using System.DirectoryServices.Protocols;

public class DirectoryLookup
{
    private const string Group = "staff";

    public SearchResult User(DirectoryEntry root, string login)
    {
        var searcher = new DirectorySearcher(root);
        // vigil: cs.ldap-nonliteral
        searcher.Filter = "(&(objectClass=user)(sAMAccountName=" + login + "))";
        return searcher.FindOne();
    }

    public SearchResultCollection Members(DirectoryEntry root, string group)
    {
        // vigil: cs.ldap-nonliteral
        var searcher = new DirectorySearcher(root, $"(memberOf=cn={group},ou=groups,dc=corp)");
        return searcher.FindAll();
    }

    public SearchRequest Request(string mail)
    {
        // vigil: cs.ldap-nonliteral
        return new SearchRequest("dc=corp", "(mail=" + mail + ")", SearchScope.Subtree);
    }

    public SearchResult Staff(DirectoryEntry root)
    {
        // vigil-ok: cs.ldap-nonliteral
        var searcher = new DirectorySearcher(root, "(memberOf=cn=" + Group + ",ou=groups,dc=corp)");
        return searcher.FindOne();
    }

    public SearchResult ById(DirectoryEntry root, int id)
    {
        var searcher = new DirectorySearcher(root);
        // vigil-ok: cs.ldap-nonliteral
        searcher.Filter = "(employeeNumber=" + id + ")";
        return searcher.FindOne();
    }
}
