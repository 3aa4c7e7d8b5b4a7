<?php

function hash_user_password(string $password): string
{
    // vigil: php.weak-hash
    return md5($password);
}

function hash_user_password_v2(string $password): string
{
    // vigil-ok: php.weak-hash
    return password_hash($password, PASSWORD_ARGON2ID);
}

function api_key_fingerprint(string $key): string
{
    // vigil: php.weak-hash
    return sha1($key);
}

function reset_token(): string
{
    // vigil: php.insecure-random
    return dechex(mt_rand()) . dechex(mt_rand()) . dechex(mt_rand());
}

function reset_token_v2(): string
{
    // vigil-ok: php.insecure-random
    return bin2hex(random_bytes(24));
}

function encrypt_legacy(string $data, string $key): string
{
    // vigil: php.ecb-mode
    return openssl_encrypt($data, 'aes-128-ecb', $key);
}

function encrypt_des(string $data, string $key): string
{
    // vigil: php.weak-cipher
    return openssl_encrypt($data, 'des-ede3-cbc', $key, 0, substr($key, 0, 8));
}

function encrypt_data(string $data, string $key): string
{
    $iv = random_bytes(12);
    // vigil-ok: php.weak-cipher, php.ecb-mode
    $ct = openssl_encrypt($data, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $iv, $tag);
    return base64_encode($iv . $tag . $ct);
}

function set_remember_cookie(string $token): void
{
    // vigil: php.cookie-insecure
    setcookie('remember', $token, time() + 86400 * 30, '/');
    // vigil-ok: php.cookie-insecure
    setcookie('session', $token, ['expires' => time() + 3600, 'path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
}

function partner_get(string $url): string
{
    $ch = curl_init($url);
    // vigil: php.tls-verify-disabled
    curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false);
    // vigil-ok: php.tls-verify-disabled
    curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 2);
    return (string) curl_exec($ch);
}

function load_xml(string $xml): DOMDocument
{
    $doc = new DOMDocument();
    // vigil: php.xxe-parser
    $doc->loadXML($xml, LIBXML_NOENT | LIBXML_DTDLOAD);
    return $doc;
}

function load_xml_v2(string $xml): DOMDocument
{
    $doc = new DOMDocument();
    // vigil-ok: php.xxe-parser
    $doc->loadXML($xml, LIBXML_NONET);
    return $doc;
}

// vigil: php.hardcoded-password
$db_password = 'Spr1ngT1me#88';
// vigil-ok: php.hardcoded-password
$db_password_env = getenv('DB_PASSWORD');

// vigil: php.debug-enabled
ini_set('display_errors', '1');

function configure_production_errors(): void
{
    // vigil-ok: php.debug-enabled
    ini_set('display_errors', '0');
    ini_set('log_errors', '1');
    ini_set('error_log', '/var/log/php/app-error.log');
}

function configure_cli_errors(): void
{
    // a command-line run shows its errors on its own error stream, not in a page
    // vigil-ok: php.debug-enabled
    ini_set('display_errors', 'stderr');
}

function configure_page_errors(): void
{
    // vigil: php.debug-enabled
    ini_set('display_errors', 'stdout');
}
