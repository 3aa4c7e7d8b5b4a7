#include <stdio.h>
#include <string.h>
#include <ldap.h>

/* the user id read from the console becomes part of the filter */
void lookup(LDAP *ld, LDAPMessage **res) {
    char uid[64];
    char filter[128];
    if (fgets(uid, sizeof uid, stdin) == NULL) return;
    uid[strcspn(uid, "\n")] = '\0';
    snprintf(filter, sizeof filter, "(uid=%s)", uid);
    // vigil: c.ldap-injection
    ldap_search_ext_s(ld, "ou=people,dc=example,dc=org", LDAP_SCOPE_SUBTREE, filter, NULL, 0, NULL, NULL, NULL, 0, res);
    // vigil-ok: c.ldap-injection
    ldap_search_ext_s(ld, "ou=people,dc=example,dc=org", LDAP_SCOPE_SUBTREE, "(objectClass=person)", NULL, 0, NULL, NULL, NULL, 0, res);
}
