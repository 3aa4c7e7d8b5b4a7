<?php
// Input checks of the monitoring console. require_number() and require_digits() stop the request
// unless the value has the expected form; require_number_soft() only sets the status code and
// has_digits() only answers, so the request goes on with the value as it came. require_count() and
// require_position() check a conversion of the value and stop when it fails; page_size() falls back
// to a default when the conversion fails and goes on.

function reject_request($what)
{
    http_response_code(400);
    print '<p>Invalid value for ' . htmlspecialchars($what) . '</p>';
    exit;
}

function flag_request($what)
{
    http_response_code(400);
    header('X-Invalid-Field: ' . rawurlencode($what));
}

function require_number($value)
{
    if (!is_numeric($value) && $value != '') {
        reject_request('number');
    }
}

function require_number_soft($value)
{
    if (!is_numeric($value) && $value != '') {
        flag_request('number');
    }
}

function require_digits($value)
{
    if (!preg_match('/^\d+$/', $value)) {
        die('invalid digits');
    }
    return true;
}

function has_digits($value)
{
    if (!preg_match('/^\d+$/', $value)) {
        return false;
    }
    return true;
}

function require_count($value)
{
    $count = filter_var($value, FILTER_VALIDATE_INT);
    if ($count === false) {
        reject_request('count');
    }
    return $count;
}

function require_position($value)
{
    if ((string) (int) $value !== $value) {
        die('invalid position');
    }
}

function page_size($value)
{
    $size = filter_var($value, FILTER_VALIDATE_INT);
    if ($size === false) {
        $size = 20;
    }
    return min($size, 500);
}
