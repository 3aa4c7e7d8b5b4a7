<?php
// The list of graphs: one row per graph of the request, drawn by the editor's row function.
include_once __DIR__ . '/request.php';
include_once __DIR__ . '/graph_edit.php';

function graph_list()
{
    print '<table>';
    graph_summary_row();
    print '</table>';
}

graph_list();
