<?php
function enc_id(int $id, string $key): string {
    // vigil: php.ecb-mode
    return openssl_encrypt((string) $id, 'AES-128-ECB', $key);
}

function enc_old(string $data, string $key): string {
    // vigil: php.ecb-mode
    return mcrypt_encrypt(MCRYPT_RIJNDAEL_128, $key, $data, MCRYPT_MODE_ECB);
}

function enc_gcm(string $data, string $key, string $iv, &$tag): string {
    // vigil-ok: php.ecb-mode
    return openssl_encrypt($data, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $iv, $tag);
}
