<?php
// The graph editor page: the dispatcher at the bottom runs one function per action. A function
// either validates the request variables it reads or runs only past its callers' validation.
include_once __DIR__ . '/request.php';

function graph_edit()
{
    get_filter_request_var('graph_id');

    print '<h2>Graph ' . (int) get_request_var('graph_id') . '</h2>';
    // the unfiltered getter reads the value written back by the validation
    // vigil-ok: php.xss
    print "<a href='graph_view.php?graph_id=" . get_nfilter_request_var('graph_id') . "'>view</a>";
    // vigil: php.xss
    print "<a href='graph_view.php?tab=" . get_nfilter_request_var('tab') . "'>view</a>";
    if (get_request_var('tab') == 'items') {
        graph_items_tab();
    }
    graph_summary_row();
}

// called only from graph_edit(), past get_filter_request_var('graph_id')
function graph_items_tab()
{
    // vigil-ok: php.xss
    print "<input type='hidden' id='graph_id' value='" . get_request_var('graph_id') . "'>";
    // never validated
    // vigil: php.xss
    print "<input type='hidden' id='rows' value='" . get_request_var('rows') . "'>";
    graph_items_nav();
}

// called from graph_items_tab() only: the validation of graph_edit() holds two calls deep
function graph_items_nav()
{
    // vigil-ok: php.xss
    print "<a href='graph_edit.php?tab=items&graph_id=" . get_request_var('graph_id') . "'>items</a>";
}

function graph_preview()
{
    get_filter_request_var('graph_id');
    graph_legend();
}

// called past the validation in graph_preview(), and without it by the dispatcher
function graph_legend()
{
    // vigil: php.xss
    print "<a href='graph_view.php?graph_id=" . get_request_var('graph_id') . "'>legend</a>";
}

function graph_export()
{
    if (isset($_GET['format'])) {
        get_filter_request_var('graph_id');
    }
    graph_export_body();
}

// its caller validates on one branch only
function graph_export_body()
{
    // vigil: php.xss
    print '<pre>graph ' . get_request_var('graph_id') . '</pre>';
}

// called past the validation in graph_edit(), and from the list page without it
function graph_summary_row()
{
    // vigil: php.xss
    print "<tr><td>" . get_request_var('graph_id') . "</td></tr>";
}

switch (get_request_var('action')) {
    case 'edit':
        graph_edit();
        break;
    case 'preview':
        graph_preview();
        break;
    case 'export':
        graph_export();
        break;
    default:
        graph_legend();
}
