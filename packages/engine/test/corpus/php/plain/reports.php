<?php
// Report search and export: helpers from a sibling file, sprintf, filter_input, escaping.
require_once __DIR__ . '/report_helpers.php';

$db = new mysqli('db.internal', 'reports', getenv('DB_PASSWORD'), 'reports');
$q = $_GET['q'] ?? '';

// vigil: php.sql-injection
$db->query('SELECT * FROM reports WHERE ' . report_filter('title', $q));
// vigil-ok: php.sql-injection
$db->query("SELECT * FROM reports WHERE slug = '" . report_slug($q) . "'");
// vigil: php.command-injection
shell_exec(archive_command($q));
// vigil-ok: php.command-injection
shell_exec(archive_command(report_slug($q)));

// vigil: php.sql-injection
$db->query(sprintf("SELECT * FROM reports WHERE owner = '%s'", $_GET['owner'] ?? ''));
// vigil-ok: php.sql-injection
$db->query(sprintf('SELECT * FROM reports WHERE id = %d', $_GET['id'] ?? 0));

$author = filter_input(INPUT_GET, 'author');
$page = filter_input(INPUT_GET, 'page', FILTER_VALIDATE_INT);
// vigil: php.sql-injection
$db->query("SELECT * FROM reports WHERE author = '$author'");
// vigil-ok: php.sql-injection
$db->query('SELECT * FROM reports LIMIT 20 OFFSET ' . ($page * 20));

$tag = mysqli_real_escape_string($db, $_GET['tag'] ?? '');
// vigil-ok: php.sql-injection
$db->query("SELECT * FROM reports WHERE tag = '$tag'");
// vigil: php.sql-injection
$db->query('SELECT * FROM reports WHERE tag_id = ' . $tag);

// vigil: php.xss
echo '<p>Results for ' . $author . '</p>';
// vigil-ok: php.xss
echo '<p>Results for ' . htmlspecialchars($author ?? '', ENT_QUOTES) . '</p>';
