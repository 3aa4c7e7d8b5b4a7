<?php
// The graph tree: a search box, page links and the matching titles highlighted.
include_once __DIR__ . '/pager.php';

function tree_view($titles)
{
    $q = isset($_GET['q']) ? $_GET['q'] : '';
    $url = 'tree_view.php?q=' . $q;

    // a target: the script gets the escaped URL
    // vigil-ok: php.xss
    print pager_links($url, 4, 'tree');
    // no target: the raw URL in a link
    // vigil: php.xss
    print pager_links($url, 4);
    // the "all" link is drawn only for lists that are not counted
    // vigil: php.xss
    print pager_links($url, 4, 'tree', false);
    // vigil-ok: php.xss
    print pager_bar($url, 'tree');
    // vigil: php.xss
    print pager_bar($url);

    // arithmetic on the page number yields a number
    // vigil-ok: php.xss
    print '<span>page ' . ($_GET['page'] + 1) . ' of ' . ($_GET['total'] / 10) . '</span>';
    // vigil: php.xss
    print '<span>page ' . $_GET['page'] . 1 . '</span>';

    foreach ($titles as $title) {
        // the query is only the pattern: the output is the escaped title with its matches wrapped
        // vigil-ok: php.xss
        print preg_replace('#(' . preg_quote($q, '#') . ')#i', '<mark>$1</mark>', htmlspecialchars($title)) . '<br>';
        // the query is the replacement: it is written into the output
        // vigil: php.xss
        print str_replace('{q}', $q, '<h3>Results for {q}</h3>') . htmlspecialchars($title);
    }
}
