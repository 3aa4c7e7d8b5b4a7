<?php
// The graph items page: each function checks the ids it prints with a helper of checks.php, one
// that stops the request on bad input or one that lets it go on.
include_once __DIR__ . '/request.php';
include_once __DIR__ . '/checks.php';

function items_header()
{
    require_number(get_request_var('graph_id'));
    // vigil-ok: php.xss
    print '<h2>Items of graph ' . get_request_var('graph_id') . '</h2>';
}

function items_header_soft()
{
    require_number_soft(get_request_var('template_id'));
    // vigil: php.xss
    print '<h2>Items of template ' . get_request_var('template_id') . '</h2>';
}

function items_row()
{
    $item_id = get_nfilter_request_var('item_id');
    require_digits($item_id);
    // vigil-ok: php.xss
    echo "<tr><td class='item' data-id='$item_id'>$item_id</td></tr>";
}

function items_row_unchecked()
{
    $task_id = get_nfilter_request_var('task_id');
    has_digits($task_id);
    // vigil: php.xss
    echo "<tr><td class='task' data-id='$task_id'>$task_id</td></tr>";
}

function items_footer()
{
    $rows = get_nfilter_request_var('rows');
    require_count($rows);
    // vigil-ok: php.xss
    echo "<tfoot><tr><td>$rows rows</td></tr></tfoot>";
}

function items_order()
{
    $position = get_nfilter_request_var('position');
    require_position($position);
    // vigil-ok: php.xss
    echo "<input type='hidden' name='position' value='$position'>";
}

function items_pager()
{
    $per_page = get_nfilter_request_var('per_page');
    page_size($per_page);
    // vigil: php.xss
    echo "<input type='hidden' name='per_page' value='$per_page'>";
}

switch (isset($_GET['action']) ? $_GET['action'] : '') {
    case 'header':
        items_header();
        items_header_soft();
        break;
    default:
        items_row();
        items_row_unchecked();
        items_footer();
        items_order();
        items_pager();
}
