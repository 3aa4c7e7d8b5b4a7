<?php
function find_user($ds) {
    $uid = $_GET['uid'];
    // vigil: php.ldap-injection
    $r = ldap_search($ds, 'ou=people,dc=example,dc=org', '(uid=' . $uid . ')');
    // vigil: php.ldap-injection
    $r2 = ldap_list($ds, 'ou=people,dc=example,dc=org', "(&(objectClass=person)(cn={$_POST['cn']}))");
    // vigil-ok: php.ldap-injection
    $r3 = ldap_search($ds, 'ou=people,dc=example,dc=org', '(uid=' . ldap_escape($uid, '', LDAP_ESCAPE_FILTER) . ')');
    // vigil-ok: php.ldap-injection
    $r4 = ldap_search($ds, 'ou=people,dc=example,dc=org', '(objectClass=person)');
    return [$r, $r2, $r3, $r4];
}
