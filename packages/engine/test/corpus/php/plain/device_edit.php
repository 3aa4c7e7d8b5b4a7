<?php
// A device editor whose request accessors keep the validated values: get_filter_request_var()
// stops the request unless the value passes its filter; get_request_var() reads a value back.

$validated_request = array();

function get_request_var($name, $default = '')
{
    global $validated_request;
    if (isset($validated_request[$name])) {
        return $validated_request[$name];
    }
    return isset($_REQUEST[$name]) ? $_REQUEST[$name] : $default;
}

function get_filter_request_var($name, $filter = FILTER_VALIDATE_INT)
{
    global $validated_request;
    if (!isset($_REQUEST[$name])) {
        return null;
    }
    $value = filter_var($_REQUEST[$name], $filter);
    if ($value === false) {
        http_response_code(400);
        exit('invalid value for ' . htmlspecialchars($name));
    }
    $validated_request[$name] = $value;
    return $value;
}

function device_edit_form($db)
{
    get_filter_request_var('device_id');

    $row = $db->query('SELECT name FROM devices WHERE id = ' . (int) get_filter_request_var('device_id'))->fetch_assoc();
    print '<h2>' . htmlspecialchars($row['name']) . '</h2>';
    // vigil-ok: php.xss
    print "<input type='hidden' name='device_id' value='" . get_request_var('device_id') . "'>";
    // vigil: php.xss
    print "<input type='hidden' name='tab' value='" . get_request_var('tab') . "'>";
}

function device_rename($db)
{
    if (isset($_POST['check'])) {
        get_filter_request_var('device_id');
    }
    // validated on one branch only
    // vigil: php.sql-injection
    $db->query("UPDATE devices SET name = 'x' WHERE id = " . get_request_var('device_id'));
}
