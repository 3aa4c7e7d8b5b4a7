<?php
// Reads the column lists of a table definition kept by SQLite (sqlite_master.sql).

function schema_primary_key(string $sql): array
{
    // vigil-ok: php.redos
    if (!preg_match('~\bPRIMARY\s+KEY\s*\((([^)"]+|"[^"]*"|`[^`]*`)++)\)~i', $sql, $match)) {
        return [];
    }
    // vigil-ok: php.redos
    preg_match_all('~(?>"[^"]*"|`[^`]*`|[^,\s]+)+~', $match[1], $cols);
    return $cols[0];
}

function schema_unique_key(string $sql): array
{
    // vigil: php.redos
    if (!preg_match('~\bUNIQUE\s*\((([^)"]+|"[^"]*")+)\)~i', $sql, $match)) {
        return [];
    }
    return explode(',', $match[1]);
}
