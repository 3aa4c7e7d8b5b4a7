<?php
// A feed fetcher's cache and the legacy account table: digests of own data and of passwords.

function cache_file_for(string $url): string
{
    // vigil-ok: php.weak-hash
    $local_filename = sha1($url);
    return CACHE_DIR . '/' . $local_filename;
}

function feed_changed(string $feed_data, string $feed_data_checksum): bool
{
    // vigil-ok: php.weak-hash
    return md5($feed_data) != $feed_data_checksum;
}

function lock_dir(string $file): string
{
    // vigil-ok: php.weak-hash
    $lockDir = LOCK_ROOT . '/' . md5($file);
    return $lockDir;
}

function legacy_account_hash(string $salt, string $pass): string
{
    // vigil: php.weak-hash
    return "SHA1X:" . sha1("$salt:$pass");
}

function editor_state(string $text): array
{
    // the page text's digest tells whether the editor changed it
    // vigil-ok: php.weak-hash
    $check = md5($text);
    return ['text' => $text, 'check' => $check];
}

function message_id(array $msg): string
{
    // vigil-ok: php.weak-hash
    return md5($msg['msg']);
}

/**
 * Remember-me cookie check: the cookie holds a digest of the user's id and secret.
 */
function remembered(array $user, string $cookie): bool
{
    // vigil: php.weak-hash
    return md5($user['id'] . $user['secret']) === $cookie;
}

function reset_link_token(): string
{
    // vigil-ok: php.weak-hash
    return md5(random_bytes(16));
}
