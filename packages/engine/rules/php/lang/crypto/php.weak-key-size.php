<?php
function new_signing_key() {
    // vigil: php.weak-key-size
    return openssl_pkey_new(['private_key_bits' => 1024, 'private_key_type' => OPENSSL_KEYTYPE_RSA]);
}

function new_signing_key_strong() {
    // vigil-ok: php.weak-key-size
    return openssl_pkey_new(['private_key_bits' => 3072, 'private_key_type' => OPENSSL_KEYTYPE_RSA]);
}

function new_ec_key() {
    // vigil-ok: php.weak-key-size
    return openssl_pkey_new(['private_key_type' => OPENSSL_KEYTYPE_EC, 'curve_name' => 'prime256v1']);
}
