<?php
function enc_legacy(string $data, string $key, string $iv): string {
    // vigil: php.weak-cipher
    return openssl_encrypt($data, 'des-ede3-cbc', $key, 0, $iv);
}

function enc_old(string $data, string $key): string {
    // vigil: php.weak-cipher
    return mcrypt_encrypt(MCRYPT_BLOWFISH, $key, $data, MCRYPT_MODE_CBC);
}

function enc_modern(string $data, string $key, string $iv, &$tag): string {
    // vigil-ok: php.weak-cipher
    return openssl_encrypt($data, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $iv, $tag);
}

function legacy_seal(string $key, string $data, string $iv): string {
    // vigil: php.weak-cipher
    return mcrypt_encrypt(MCRYPT_RIJNDAEL_128, $key, $data, MCRYPT_MODE_CBC, $iv);
}

function compat_random_bytes(int $n): string {
    // vigil-ok: php.weak-cipher
    return mcrypt_create_iv($n, MCRYPT_DEV_URANDOM);
}
