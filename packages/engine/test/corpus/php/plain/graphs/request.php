<?php
// Request accessors of a monitoring console: get_filter_request_var() stops the request unless the
// value is an integer and writes it back; get_request_var() and get_nfilter_request_var() read a
// value back, validated or not.

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
    $_REQUEST[$name] = $value;
    return $value;
}

function get_nfilter_request_var($name, $default = '')
{
    return isset($_REQUEST[$name]) ? $_REQUEST[$name] : $default;
}

function isset_request_var($name)
{
    return isset($_REQUEST[$name]);
}
