<?php
// Request accessors of a monitoring console: get_filter_request_var() stops the request unless the
// value is an integer and keeps it; get_request_var() reads a value back, validated or not.

$console_request = array();

function get_request_var($name, $default = '')
{
    global $console_request;
    if (isset($console_request[$name])) {
        return $console_request[$name];
    }
    return isset($_REQUEST[$name]) ? $_REQUEST[$name] : $default;
}

function get_filter_request_var($name)
{
    global $console_request;
    if (!isset($_REQUEST[$name])) {
        return null;
    }
    $value = filter_var($_REQUEST[$name], FILTER_VALIDATE_INT);
    if ($value === false) {
        http_response_code(400);
        exit('invalid value for ' . htmlspecialchars($name));
    }
    $console_request[$name] = $value;
    return $value;
}
