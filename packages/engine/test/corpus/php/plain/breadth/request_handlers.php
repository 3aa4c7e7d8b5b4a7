<?php
function search_page() {
    // vigil: php.xss
    echo "<p>" . $_GET['q'] . "</p>";
    // vigil-ok: php.xss
    echo "<p>" . htmlspecialchars($_GET['q'], ENT_QUOTES) . "</p>";
    // vigil: php.open-redirect
    header("Location: " . $_GET['next']);
    // vigil: php.ssrf, php.path-traversal
    $page = file_get_contents($_GET['url']);
    // vigil: php.xxe-parser
    $doc = simplexml_load_string($page, 'SimpleXMLElement', LIBXML_NOENT);
    $dom = new DOMDocument();
    // vigil: php.xxe-parser
    $dom->loadXML($page, LIBXML_NOENT | LIBXML_DTDLOAD);
    // vigil-ok: php.xxe-parser
    $dom->loadXML($page);
    // vigil: php.path-traversal
    move_uploaded_file($_FILES['f']['tmp_name'], 'uploads/' . $_FILES['f']['name']);
    // vigil: php.ldap-injection
    $r = ldap_search($ds, 'dc=example,dc=org', '(uid=' . $_GET['u'] . ')');
    // vigil-ok: php.ldap-injection
    $r2 = ldap_search($ds, 'dc=example,dc=org', '(uid=' . ldap_escape($_GET['u'], '', LDAP_ESCAPE_FILTER) . ')');
    // vigil-todo: php.header-injection
    mail('ops@example.org', 'Contact', $_POST['body'], 'From: ' . $_POST['from']);
}

function password_tools(string $password) {
    // vigil: php.weak-hash
    $h = hash('md5', $password);
    // vigil: php.weak-password-hash
    $h2 = password_hash($password, PASSWORD_BCRYPT, ['cost' => 4]);
    // vigil-ok: php.weak-password-hash
    $h3 = password_hash($password, PASSWORD_BCRYPT, ['cost' => 12]);
    // vigil: php.insecure-random
    $resetToken = lcg_value();
    // vigil: php.insecure-random
    $otp = substr(str_shuffle('0123456789'), 0, 6);
    return [$h, $h2, $h3, $resetToken, $otp];
}

// vigil: php.debug-enabled
ini_set('display_errors', '1');
// vigil-ok: php.debug-enabled
ini_set('display_errors', '0');
// vigil-todo: php.cors-permissive
header('Access-Control-Allow-Origin: *');

function remote_config() {
    // vigil: php.tls-verify-disabled
    $ctx = stream_context_create(['ssl' => ['verify_peer' => false, 'verify_peer_name' => false]]);
    // vigil-ok: php.tls-verify-disabled
    $ctx2 = stream_context_create(['ssl' => ['verify_peer' => true]]);
    // vigil: php.weak-key-size
    $key = openssl_pkey_new(['private_key_bits' => 1024, 'private_key_type' => OPENSSL_KEYTYPE_RSA]);
    // vigil-ok: php.weak-key-size
    $key2 = openssl_pkey_new(['private_key_bits' => 4096, 'private_key_type' => OPENSSL_KEYTYPE_RSA]);
    return [$ctx, $ctx2, $key, $key2];
}
