<?php
// Database access of a small inventory: every query is prepared with bound parameters, and the
// rows are handed to a result callback the caller names.

function inv_conn()
{
    static $pdo = null;
    if ($pdo === null) {
        $pdo = new PDO('mysql:host=127.0.0.1;dbname=inventory', 'inventory', getenv('INVENTORY_DB_PASSWORD'));
    }
    return $pdo;
}

function inv_exec($sql, $params)
{
    $st = inv_conn()->prepare($sql);
    if (empty($params)) {
        $st->execute();
    } else {
        $st->execute($params);
    }
    return $st;
}

function inv_all_rows($st)
{
    return $st->fetchAll(PDO::FETCH_ASSOC);
}

function inv_first_row($st)
{
    $r = $st->fetchAll(PDO::FETCH_ASSOC);
    return isset($r[0]) ? $r[0] : array();
}

function inv_run($sql, $params, $result_fn)
{
    $st = inv_exec($sql, $params);
    $result = call_user_func_array($result_fn, array($st));
    $st->closeCursor();
    return $result;
}

function inv_rows($sql, $params = array())
{
    return inv_run($sql, $params, 'inv_all_rows');
}

function inv_row($sql, $params = array())
{
    return inv_run($sql, $params, 'inv_first_row');
}
