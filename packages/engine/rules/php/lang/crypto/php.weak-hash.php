<?php
function store_user(PDO $db, string $name, string $pw): void {
    // vigil: php.weak-hash
    $hash = md5($pw);
    $db->prepare('INSERT INTO users (name, pw) VALUES (?, ?)')->execute([$name, $hash]);
}

function sign(string $body): string {
    // vigil: php.weak-hash
    return hash('sha1', $body . SECRET_SALT);
}

function store_user_safe(PDO $db, string $name, string $pw): void {
    // vigil-ok: php.weak-hash
    $hash = password_hash($pw, PASSWORD_ARGON2ID);
    $db->prepare('INSERT INTO users (name, pw) VALUES (?, ?)')->execute([$name, $hash]);
}

// vigil-ok: php.weak-hash
$digest = hash('sha256', $payload);

function revision_id(string $text): string {
    // vigil-ok: php.weak-hash
    return md5($text);
}

function check_remember_me(array $row): bool {
    // vigil: php.weak-hash
    return md5($row['id'] . $row['created']) === $_COOKIE['remember'];
}
