<?php
use Firebase\JWT\JWT;

function claims(string $jwt, string $key) {
    // vigil: php.jwt-none
    return JWT::decode($jwt, $key, ['HS256', 'none']);
}

function claims_safe(string $jwt, string $key) {
    // vigil-ok: php.jwt-none
    return JWT::decode($jwt, $key, ['HS256']);
}
