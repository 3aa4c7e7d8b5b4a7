<?php
// A graph's page: the optional tree and leaf are checked when they are given, and used when they are.
include_once __DIR__ . '/request.php';

function graph_view_header()
{
    if (isset_request_var('tree_id')) {
        get_filter_request_var('tree_id');
    }
    if (isset_request_var('leaf')) {
        get_nfilter_request_var('leaf');
    }

    if (isset_request_var('tree_id')) {
        // vigil-ok: php.xss
        print "<input type='hidden' name='tree_id' value='" . get_request_var('tree_id') . "'>";
    }
    if (isset_request_var('leaf')) {
        // vigil: php.xss
        print "<input type='hidden' name='leaf' value='" . get_request_var('leaf') . "'>";
    }
}

graph_view_header();
