<?php
// Graph rendering with an options array: the request turns a few options on, and only some
// options are printed.
include_once __DIR__ . '/request.php';

function graph_header($graph_id, $opts)
{
    $html = "<div class='graph' data-id='" . (int) $graph_id . "'>";
    if (isset($opts['no_legend'])) {
        $html .= "<span class='nolegend'></span>";
    }
    if (!empty($opts['title'])) {
        $html .= '<h3>' . $opts['title'] . '</h3>';
    }
    return $html;
}

// the caption is printed as it is, the note escaped
function graph_caption($opts)
{
    // vigil-ok: php.xss
    print '<p>' . $opts['caption'] . '</p>';
    print '<p>' . htmlspecialchars($opts['note']) . '</p>';
}

function graph_footer($opts)
{
    // vigil: php.xss
    print '<p>' . $opts['footer'] . '</p>';
    print '<p>' . htmlspecialchars($opts['note']) . '</p>';
}

// sections of a form: a key read from each element, not from the array itself
function graph_sections($form)
{
    foreach ($form as $name => $section) {
        // vigil: php.xss
        print '<legend>' . $section['description'] . '</legend>';
    }
}

function graph_page()
{
    $opts = array();
    // a flag the helper only tests
    if (!empty($_GET['no_legend'])) {
        $opts['no_legend'] = $_GET['no_legend'];
    }
    // vigil-ok: php.xss
    print graph_header(1, $opts);
    $titled = array('title' => $_GET['title']);
    // vigil: php.xss
    print graph_header(2, $titled);
    graph_caption(array('caption' => 'Traffic', 'note' => $_GET['note']));
    graph_footer(array('footer' => $_GET['footer'], 'note' => 'daily'));
    graph_sections(array('description' => 'Axes', 'axes' => array('description' => $_GET['axes'])));
}
