<?php
function valid_email(string $s): bool {
    // vigil: php.redos
    return preg_match('/^([a-zA-Z0-9]+\.?)+@example\.com$/', $s) === 1;
}

function clean(string $s): string {
    // vigil: php.redos
    return preg_replace('/(\w+\s?)*$/', '', $s);
}

function valid_slug(string $s): bool {
    // vigil-ok: php.redos
    return preg_match('/^[a-z0-9]+(?:-[a-z0-9]+)*$/', $s) === 1;
}
