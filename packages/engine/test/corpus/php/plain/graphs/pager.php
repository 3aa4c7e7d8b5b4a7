<?php
// Page links of the console's lists. With a target, the links load the next page into that
// element through a script given the escaped URL; without one they are plain links on the raw URL.

function pager_links($base_url, $pages, $target = '', $counted = true)
{
    $out = '<ul class="pager">';
    for ($i = 1; $i <= $pages; $i++) {
        $out .= '<li data-page="' . $i . '">' . $i . '</li>';
    }
    if ($target != '') {
        $out .= "<script>pagerLoad('" . htmlspecialchars($base_url, ENT_QUOTES) . "', '#$target');</script>";
    } else {
        $out .= "<li><a href='" . $base_url . "&page=2'>next</a></li>";
    }
    if (!$counted) {
        $out .= "<li><a href='" . $base_url . "&page=all'>all</a></li>";
    }
    return $out . '</ul>';
}

// the bar around the links passes its own target on
function pager_bar($base_url, $target = '')
{
    return '<div class="bar">' . pager_links($base_url, 5, $target) . '</div>';
}

// the heading above a list
function pager_heading($title)
{
    // vigil-ok: php.xss
    print '<h2>' . htmlspecialchars($title) . '</h2>';
}
