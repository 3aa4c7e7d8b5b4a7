<?php
// A device list whose filters are declared once and validated together: validate_store_request_vars()
// runs each request variable named by a key through its filter and stops on bad input;
// get_request_var() then returns the filtered value.

$stored_request = array();

function get_request_var($name, $default = '')
{
    global $stored_request;
    if (isset($stored_request[$name])) {
        return $stored_request[$name];
    }
    return isset($_REQUEST[$name]) ? $_REQUEST[$name] : $default;
}

function sanitize_search_string($string)
{
    return str_replace(array('<', '>', '"', "'", '`', ';'), ' ', $string);
}

function validate_store_request_vars($filters)
{
    global $stored_request;
    foreach ($filters as $variable => $options) {
        if (!isset($_REQUEST[$variable])) {
            $stored_request[$variable] = isset($options['default']) ? $options['default'] : '';
            continue;
        }
        $value = isset($options['options'])
            ? filter_var($_REQUEST[$variable], $options['filter'], $options['options'])
            : filter_var($_REQUEST[$variable], $options['filter']);
        if ($value === false) {
            http_response_code(400);
            exit('invalid value for ' . htmlspecialchars($variable));
        }
        $stored_request[$variable] = $value;
    }
}

function device_list($db)
{
    $filters = array(
        'page' => array('filter' => FILTER_VALIDATE_INT, 'default' => '1'),
        'state' => array(
            'filter' => FILTER_VALIDATE_REGEXP,
            'options' => array('options' => array('regexp' => '/^(up|down)$/')),
            'default' => 'up',
        ),
        'kind' => array(
            'filter' => FILTER_VALIDATE_REGEXP,
            'options' => array('options' => array('regexp' => '(router|switch)')),
            'default' => '',
        ),
        'filter' => array(
            'filter' => FILTER_CALLBACK,
            'options' => array('options' => 'sanitize_search_string'),
            'default' => '',
        ),
        'label' => array('filter' => FILTER_CALLBACK, 'options' => array('options' => 'trim'), 'default' => ''),
        'name' => array('filter' => FILTER_DEFAULT, 'default' => ''),
    );
    validate_store_request_vars($filters);

    // vigil-ok: php.xss
    print "<a href='devices.php?page=" . get_request_var('page') . "'>next</a>";
    // vigil-ok: php.xss
    print "<input type='hidden' name='state' value='" . get_request_var('state') . "'>";
    // vigil-ok: php.xss
    print "<input type='text' name='filter' value='" . get_request_var('filter') . "'>";
    // trim() keeps the markup
    // vigil: php.xss
    print "<input type='text' name='label' value='" . get_request_var('label') . "'>";
    // an unanchored pattern passes any value containing a match
    // vigil: php.xss
    print "<input type='hidden' name='kind' value='" . get_request_var('kind') . "'>";
    // FILTER_DEFAULT leaves the value as sent
    // vigil: php.xss
    print "<input type='text' name='name' value='" . get_request_var('name') . "'>";
    // never declared, never validated
    // vigil: php.xss
    print "<input type='hidden' name='sort' value='" . get_request_var('sort') . "'>";
}
