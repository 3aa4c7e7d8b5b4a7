<?php
// Order listing: request data through variables, arrays, branches and helpers.
require_once __DIR__ . '/helpers.php';

const SHOW_ARCHIVE = false;
const PAGE_SIZE = 25;

$db = new mysqli('db.internal', 'orders', getenv('DB_PASSWORD'), 'orders');

function like_pattern(string $s): string
{
    return "'%" . $s . "%'";
}

$customer = $_GET['customer'] ?? '';
$alias = $customer;
// vigil: php.sql-injection
$db->query('SELECT * FROM orders WHERE ' . order_clause('customer', $alias));
// vigil-ok: php.sql-injection
$db->query('SELECT * FROM orders WHERE id = ' . only_digits($alias));
// vigil: php.sql-injection
$db->query('SELECT * FROM orders WHERE memo LIKE ' . like_pattern($customer));

$tags = ['express'];
$tags[] = $_GET['tag'] ?? '';
// vigil-ok: php.sql-injection
$db->query("SELECT id FROM orders WHERE tag = '{$tags[0]}'");
array_shift($tags);
// vigil: php.sql-injection
$db->query("SELECT id FROM orders WHERE tag = '{$tags[0]}'");

$year = $_GET['year'] ?? '2024';
$table = 'orders';
if (SHOW_ARCHIVE) {
    $table = 'orders_' . $year;
}
if (PAGE_SIZE > 100) {
    $table = 'orders_archive_' . $year;
}
// vigil-ok: php.sql-injection
$db->query("SELECT count(*) FROM $table");

$region = PAGE_SIZE < 100 ? $_GET['region'] : 'eu';
// vigil: php.sql-injection
$db->query("SELECT * FROM orders WHERE region = '$region'");

$zone = SHOW_ARCHIVE ? $_GET['zone'] : 'central';
// vigil-ok: php.sql-injection
$db->query("SELECT * FROM orders WHERE zone = '$zone'");

$ids = '';
foreach ((array) ($_POST['ids'] ?? []) as $id) {
    $ids .= ($ids === '' ? '' : ',') . $id;
}
// vigil: php.sql-injection
$db->query("UPDATE orders SET flagged = 1 WHERE id IN ($ids)");

$view = base64_decode($_COOKIE['view'] ?? '');
// vigil: php.sql-injection
$db->query('SELECT * FROM orders WHERE ' . $view);

$status = $_GET['status'] ?? 'open';
$status = 'open';
// vigil-ok: php.sql-injection
$db->query("SELECT * FROM orders WHERE status = '$status'");

$note = html($_GET['note'] ?? '');
$noteId = html($_GET['note_id'] ?? '');
// vigil: php.sql-injection
$db->query("DELETE FROM notes WHERE id = $noteId");
// vigil-ok: php.xss
echo '<p class="note">' . $note . '</p>';

$msg = only_digits($_GET['count'] ?? '');
// vigil-ok: php.xss
echo "<p>$msg orders</p>";
// vigil: php.xss
echo '<p>' . urldecode($_GET['ref'] ?? '') . '</p>';
