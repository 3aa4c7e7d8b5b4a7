<?php
// Download centre of the customer portal.

$pdo = new PDO('pgsql:host=db.internal;dbname=portal', 'portal', getenv('DB_PASSWORD'));

$doc = $_GET['doc'] ?? '';
// vigil: php.path-traversal
readfile('/srv/portal/docs/' . $doc);

// vigil-ok: php.path-traversal
readfile('/srv/portal/docs/' . basename($doc));

$customer = $_GET['customer'] ?? '0';
// vigil: php.sql-injection
$pdo->exec("UPDATE downloads SET count = count + 1 WHERE customer_id = " . $customer);

$stmt = $pdo->prepare('UPDATE downloads SET count = count + 1 WHERE customer_id = :id');
// vigil-ok: php.sql-injection
$stmt->execute(['id' => $customer]);

// back to the page the browser came from, or to this same page: the user was there already
// vigil-ok: php.open-redirect
header('Location: ' . $_SERVER['HTTP_REFERER']);
// vigil-ok: php.open-redirect
header('Location: ' . $_SERVER['REQUEST_URI']);
// a target named by the link: anywhere
// vigil: php.open-redirect
header('Location: ' . $_GET['back']);

$mirror = $_GET['mirror'] ?? '';
// vigil: php.ssrf
$headers = get_headers('https://' . $mirror . '/status');

// vigil: php.xss
printf('<p>Downloading %s…</p>', $doc);
// vigil-ok: php.xss
printf('<p>Downloading %s…</p>', htmlentities($doc, ENT_QUOTES, 'UTF-8'));
