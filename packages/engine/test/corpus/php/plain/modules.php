<?php
// Module loader of the legacy intranet.

$module = $_GET['module'] ?? 'dashboard';
// vigil: php.file-inclusion
require __DIR__ . '/modules/' . $module . '.inc.php';

$module2 = basename($_GET['module'] ?? 'dashboard');
if (is_file(__DIR__ . '/modules/' . $module2 . '.inc.php')) {
    // vigil-ok: php.file-inclusion
    require __DIR__ . '/modules/' . $module2 . '.inc.php';
}

$map = ['report' => 'report.inc.php', 'users' => 'users.inc.php'];
$chosen = $map[$_GET['m'] ?? ''] ?? 'dashboard.inc.php';
// vigil-ok: php.file-inclusion
include_once __DIR__ . '/modules/' . $chosen;

$tpl = $_POST['template'] ?? 'default';
// vigil: php.file-inclusion
include_once "templates/{$tpl}";

$class = $_GET['handler'] ?? 'DefaultHandler';
// vigil: php.unsafe-reflection
$handler = new $class();

$ok = in_array($_GET['handler'] ?? '', ['CsvHandler', 'PdfHandler'], true) ? $_GET['handler'] : 'CsvHandler';
// vigil-ok: php.unsafe-reflection
$handler2 = new $ok();
