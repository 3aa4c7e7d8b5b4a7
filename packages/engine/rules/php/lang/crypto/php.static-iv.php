<?php
function seal_fixed(string $data, string $key): string {
    // vigil: php.static-iv
    return openssl_encrypt($data, 'aes-256-cbc', $key, 0, 'fedcba9876543210');
}

function seal_zero(string $data, string $key): string {
    // vigil: php.static-iv
    return base64_encode(openssl_encrypt($data, 'aes-128-ctr', $key, OPENSSL_RAW_DATA, str_repeat("\0", 16)));
}

function seal_chr(string $data, string $key): string {
    // vigil: php.static-iv
    return openssl_encrypt($data, 'aes-128-cbc', $key, OPENSSL_RAW_DATA, str_repeat(chr(0), 16));
}

function seal_random(string $data, string $key): string {
    $iv = random_bytes(16);
    // vigil-ok: php.static-iv
    return $iv . openssl_encrypt($data, 'aes-256-cbc', $key, OPENSSL_RAW_DATA, $iv);
}

function seal_default(string $data, string $key): string {
    // no IV argument: openssl_encrypt warns and the caller must add one; not a constant IV here
    // vigil-ok: php.static-iv
    return openssl_encrypt($data, 'aes-256-gcm', $key);
}

function open_sealed(string $blob, string $key): string {
    // decrypting with the IV stored beside the ciphertext
    // vigil-ok: php.static-iv
    return openssl_decrypt(substr($blob, 16), 'aes-256-cbc', $key, OPENSSL_RAW_DATA, substr($blob, 0, 16));
}
