<?php
function store_password(PDO $db, string $user, string $password): void {
    // vigil: php.weak-password-hash
    $hash = password_hash($password, PASSWORD_BCRYPT, ['cost' => 5]);
    $db->prepare('UPDATE users SET pw = ? WHERE name = ?')->execute([$hash, $user]);
}

function legacy_crypt(string $password): string {
    // vigil: php.weak-password-hash
    return crypt($password, 'x7');
}

function legacy_md5_crypt(string $password): string {
    // vigil: php.weak-password-hash
    return crypt($password, '$1$saltsalt$');
}

function store_password_safe(PDO $db, string $user, string $password): void {
    // vigil-ok: php.weak-password-hash
    $hash = password_hash($password, PASSWORD_BCRYPT, ['cost' => 12]);
    $db->prepare('UPDATE users SET pw = ? WHERE name = ?')->execute([$hash, $user]);
}

function store_password_default(string $password): string {
    // vigil-ok: php.weak-password-hash
    return password_hash($password, PASSWORD_DEFAULT);
}

function sha512_crypt(string $password): string {
    // vigil-ok: php.weak-password-hash
    return crypt($password, '$6$rounds=100000$' . bin2hex(random_bytes(8)) . '$');
}

function verify(string $password, string $stored): bool {
    // the stored hash carries its own salt and scheme
    // vigil-ok: php.weak-password-hash
    return hash_equals($stored, crypt($password, $stored));
}
