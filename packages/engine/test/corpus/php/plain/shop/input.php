<?php
// Request accessors of a small shop front: pages read the query string only through these.

function shop_param($key, $default = '')
{
    return isset($_GET[$key]) ? trim($_GET[$key]) : $default;
}

// the value as an integer: nothing of the text is left
function shop_int_param($key, $default = 0)
{
    return isset($_GET[$key]) ? (int) $_GET[$key] : $default;
}

// one of the allowed words, or the request stops
function shop_choice($key, array $allowed)
{
    $value = isset($_GET[$key]) ? $_GET[$key] : $allowed[0];
    if (!in_array($value, $allowed, true)) {
        http_response_code(400);
        exit('bad choice');
    }
    return $value;
}

// an older name kept for templates
function shop_query_param($key, $default = '')
{
    return shop_param($key, $default);
}
