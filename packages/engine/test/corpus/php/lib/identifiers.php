<?php
// Table maintenance of a database console: table and column names come from the form and are
// written into the SQL between backquotes.

class Ident
{
    /** Quotes a name for MySQL; plain names pass unquoted when quoting is switched off. */
    public static function quote($name, $mode = 'MYSQL', $always = true)
    {
        $name = (string) $name;
        if ($name === '' || $name === '*') {
            return $name;
        }
        if (!$always && preg_match('/^[a-z_]+$/i', $name)) {
            return $name;
        }
        $q = '`';
        $escape = '`';
        if ($mode === 'ANSI') {
            $q = '"';
            $escape = '"';
        }
        return $q . str_replace($q, $escape . $q, $name) . $q;
    }

    /** Backquotes a name without escaping the backquotes inside it. */
    public static function wrap($name)
    {
        return '`' . $name . '`';
    }
}

function optimize_table(mysqli $db)
{
    $table = $_POST['table'] ?? '';
    // vigil-ok: php.sql-injection
    $db->query('OPTIMIZE TABLE ' . Ident::quote($table));
    // a backquote in the name closes the identifier
    // vigil: php.sql-injection
    $db->query('ANALYZE TABLE ' . Ident::wrap($table));
}
