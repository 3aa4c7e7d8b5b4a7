<?php
use Firebase\JWT\JWT;
use Firebase\JWT\Key;

function issue(int $uid): string {
    // vigil: php.hardcoded-key
    return JWT::encode(['sub' => $uid], 'jwt-signing-secret', 'HS256');
}

function check(string $jwt) {
    // vigil: php.hardcoded-key
    return JWT::decode($jwt, new Key('jwt-signing-secret', 'HS256'));
}

function sign(string $body): string {
    // vigil: php.hardcoded-key
    return hash_hmac('sha256', $body, 'webhook-secret-1');
}

function issue_safe(int $uid): string {
    // vigil-ok: php.hardcoded-key
    return JWT::encode(['sub' => $uid], getenv('JWT_KEY'), 'HS256');
}

// vigil-ok: php.hardcoded-key
$mac = hash_hmac('sha256', 'constant-message', $key);
