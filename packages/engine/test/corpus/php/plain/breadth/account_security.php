<?php
// Labelled lines for PHP security APIs (own cases).

function register_user(PDO $db, string $user, string $password): void {
    // vigil: php.weak-hash
    $stored = md5($password);
    // vigil: php.weak-hash
    $alt = sha1($password . 'pepper');
    // vigil-ok: php.weak-hash
    $good = password_hash($password, PASSWORD_DEFAULT);
    $db->prepare('INSERT INTO users (name, pw) VALUES (?, ?)')->execute([$user, $good]);
}

function issue_reset_token(): string {
    // vigil: php.insecure-random
    $token = mt_rand(100000, 999999);
    return (string) $token;
}

function issue_session_key(): string {
    // vigil: php.insecure-random
    $sessionKey = uniqid('', true);
    return $sessionKey;
}

function issue_api_token(): string {
    // vigil: php.insecure-random
    $apiToken = rand();
    return (string) $apiToken;
}

function issue_csrf_token(): string {
    // vigil-ok: php.insecure-random
    $csrfToken = bin2hex(random_bytes(32));
    return $csrfToken;
}

function pick_color(): int {
    // vigil-ok: php.insecure-random
    $shade = random_int(0, 255);
    return $shade;
}

function load_cart() {
    // vigil: php.insecure-deserialization
    $cart = unserialize($_COOKIE['cart']);
    // vigil-ok: php.insecure-deserialization
    $prefs = json_decode($_COOKIE['prefs'], true);
    return [$cart, $prefs];
}

function import_settings() {
    // vigil: php.variable-extraction
    extract($_POST);
    // vigil-ok: php.variable-extraction
    extract(['title' => 'Home', 'lang' => 'en']);
}

function calc() {
    // vigil: php.code-injection
    eval('$result = ' . $_GET['expr'] . ';');
    // vigil: php.code-injection
    assert($_GET['check']);
    // vigil-ok: php.code-injection
    assert($count > 0);
}

function highlight(string $text): string {
    // vigil: php.preg-replace-eval
    return preg_replace('/(\w+)/e', 'strtoupper("$1")', $text);
}

function highlight_safe(string $text): string {
    // vigil-ok: php.preg-replace-eval
    return preg_replace_callback('/(\w+)/', fn ($m) => strtoupper($m[1]), $text);
}

function legacy_encrypt(string $data, string $key): string {
    // vigil: php.weak-cipher
    return mcrypt_encrypt(MCRYPT_DES, $key, $data, MCRYPT_MODE_CBC);
}

function legacy_encrypt2(string $data, string $key): string {
    // vigil: php.weak-cipher
    return mcrypt_encrypt(MCRYPT_RIJNDAEL_128, $key, $data, MCRYPT_MODE_CBC, $iv);
}

function seal(string $data, string $key): string {
    // vigil: php.ecb-mode
    return openssl_encrypt($data, 'aes-256-ecb', $key);
}

function seal_iv(string $data, string $key): string {
    // vigil: php.static-iv
    return openssl_encrypt($data, 'aes-256-cbc', $key, 0, '1234567890abcdef');
}

function seal_iv2(string $data, string $key): string {
    // vigil: php.static-iv
    return openssl_encrypt($data, 'aes-256-cbc', $key, OPENSSL_RAW_DATA, str_repeat("\0", 16));
}

function seal_ok(string $data, string $key): string {
    $iv = random_bytes(openssl_cipher_iv_length('aes-256-gcm'));
    // vigil-ok: php.static-iv, php.ecb-mode
    $ct = openssl_encrypt($data, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $iv, $tag);
    return $iv . $tag . $ct;
}

function fetch_remote(string $url) {
    $ch = curl_init($url);
    // vigil: php.tls-verify-disabled
    curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false);
    // vigil: php.tls-verify-disabled
    curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 0);
    // vigil-ok: php.tls-verify-disabled
    curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, true);
    // vigil-ok: php.tls-verify-disabled
    curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 2);
    return curl_exec($ch);
}

function remember(string $sid): void {
    // vigil: php.cookie-insecure
    setcookie('sid', $sid);
    // vigil-ok: php.cookie-insecure
    setcookie('sid', $sid, ['expires' => time() + 600, 'secure' => true, 'httponly' => true, 'samesite' => 'Strict']);
}

// vigil: php.session-fixation
ini_set('session.use_only_cookies', '0');
// vigil: php.session-fixation
ini_set('session.use_trans_sid', 1);
// vigil-ok: php.session-fixation
ini_set('session.use_only_cookies', '1');
// vigil: php.session-fixation
ini_set('session.use_strict_mode', 0);

function directory_login($conn) {
    // vigil-todo: php.ldap-anonymous-bind
    $ok = ldap_bind($conn);
    // vigil-todo: php.ldap-anonymous-bind
    $ok2 = ldap_bind($conn, null, null);
    // vigil-ok: php.ldap-anonymous-bind
    $ok3 = ldap_bind($conn, $bindDn, $bindPassword);
    return $ok && $ok2 && $ok3;
}
