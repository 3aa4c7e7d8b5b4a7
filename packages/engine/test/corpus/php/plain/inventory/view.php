<?php
require_once __DIR__ . '/model.php';

function item_tag_list($item_id)
{
    $html = '<ul>';
    foreach (item_tags($item_id) as $tag) {
        $html .= '<li>' . $tag['tag'] . '</li>';
    }
    return $html . '</ul>';
}

function item_panel($item_id)
{
    $item = item_record($item_id);
    // the stored name and shelf, read with the id as a bound parameter
    // vigil-ok: php.xss
    print '<h1>' . $item['name'] . '</h1><p>' . $item['shelf'] . '</p>';
    // the request's id printed back as it came
    // vigil: php.xss
    print '<p>Item ' . $item_id . '</p>';
    return item_tag_list($item_id);
}
