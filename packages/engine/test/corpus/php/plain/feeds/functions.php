<?php
// Helpers of the feed reader: escaping through the configured adapter, request cleaning, query rows.

function db_escape_string($s, $strip_tags = true)
{
    return Db::get()->escape_string($s, $strip_tags);
}

function db_label($s)
{
    return Db::get()->label($s);
}

function db_query($query)
{
    // vigil: php.sql-injection
    return Db::get()->query($query);
}

function db_fetch_all($sql)
{
    return db_run($sql, 'db_rows');
}

function db_run($sql, $handler)
{
    $sth = Db::pdo()->prepare($sql);
    $sth->execute();
    return call_user_func($handler, $sth);
}

function db_rows($sth)
{
    return $sth->fetchAll(PDO::FETCH_ASSOC);
}

function clean($param)
{
    if (is_array($param)) {
        return array_map('strip_tags', $param);
    } elseif (is_string($param)) {
        return strip_tags($param);
    } else {
        return $param;
    }
}

function raw_param($param)
{
    if (is_array($param)) {
        return array_map('trim', $param);
    }
    return $param;
}

function arr_qmarks($arr)
{
    return str_repeat('?,', count($arr) - 1) . '?';
}

function feed_log($string, $output = false)
{
    $message = date('c') . ' ' . trim($string) . PHP_EOL;
    if ($output == true) {
        // vigil: php.xss
        print $message;
    }
    error_log($message, 3, '/var/log/feeds.log');
}

function feed_escape($string)
{
    if ($string !== null) {
        $string = str_replace('`', '&#96;', $string);
        return htmlspecialchars($string, ENT_QUOTES | ENT_HTML5, 'UTF-8');
    } else {
        return $string;
    }
}
