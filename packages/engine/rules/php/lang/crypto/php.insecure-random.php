<?php
function generate_reset_token(): string {
    // vigil: php.insecure-random
    return md5(uniqid((string) mt_rand(), true));
}

function new_password(): string {
    // vigil: php.insecure-random
    $password = substr(str_shuffle('abcdefghjkmnpqrstuvwxyz23456789'), 0, 10);
    return $password;
}

function pick_banner(array $banners) {
    // vigil-ok: php.insecure-random
    $banner = $banners[array_rand($banners)];
    return $banner;
}

function make_token(): string {
    // vigil-ok: php.insecure-random
    $token = bin2hex(random_bytes(32));
    return $token;
}

function start_session_token(): void {
    // vigil-ok: php.insecure-random
    $_SESSION['csrf_token'] = md5(random_bytes(16) . uniqid('app', true));
    // vigil: php.insecure-random
    $_SESSION['form_token'] = md5('app' . uniqid((string) mt_rand(), true));
}
