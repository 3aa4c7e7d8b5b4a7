<?php
// Form tokens of the mail administration login pages.

function login_issue_token(): string
{
    // vigil-ok: php.insecure-random
    $_SESSION['login_token'] = md5(random_bytes(8) . uniqid('mx', true));
    return $_SESSION['login_token'];
}

function legacy_issue_token(): string
{
    // vigil: php.insecure-random
    $_SESSION['login_token'] = uniqid('mx' . rand(), true);
    return $_SESSION['login_token'];
}
