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

function primary_columns(string $sql): array {
    // possessive: a repetition that never gives characters back
    // vigil-ok: php.redos
    preg_match('~PRIMARY\s+KEY\s*\((([^)"]+|"[^"]*")++)~i', $sql, $m);
    // atomic group
    // vigil-ok: php.redos
    preg_match_all('~(?>"[^"]*"|[^"\r\n]+)+~', $sql, $cells);
    // vigil: php.redos
    preg_match('~\((([^)"]+|"[^"]*")+)\)~', $sql, $plain);
    return [$m, $cells, $plain];
}
