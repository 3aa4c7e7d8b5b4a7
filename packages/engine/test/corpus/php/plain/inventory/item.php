<?php
require_once __DIR__ . '/view.php';

$id = $_GET['id'];
// the tags are stored rows, selected by the id
// vigil-ok: php.xss
echo item_panel($id);

$page = $_GET['page'];
item_clean_id($page);
// vigil-ok: php.xss
echo '<p>Page ' . $page . '</p>';

$note = $_GET['note'];
item_trim($note);
// vigil: php.xss
echo '<p>' . $note . '</p>';

$label = $_GET['label'];
if (item_base_name($label)) {
    // vigil-ok: php.path-traversal
    readfile('/srv/inventory/labels/' . $label);
}
$raw = $_GET['raw'];
// vigil: php.path-traversal
readfile('/srv/inventory/labels/' . $raw);
