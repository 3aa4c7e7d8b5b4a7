<?php
$handlers = ['csv' => 'CsvExport', 'pdf' => 'PdfExport'];

$fn = $_GET['fn'] ?? 'strtolower';
// vigil: php.unsafe-reflection
$out = call_user_func($fn, 'Report');
// vigil-ok: php.unsafe-reflection
$out2 = call_user_func('strtoupper', $_GET['fn'] ?? '');

$format = $_GET['format'] ?? 'csv';
$cls = $_GET['class'];
// vigil: php.unsafe-reflection
$exporter = new $cls();
$known = $handlers[$format] ?? 'CsvExport';
if (in_array($format, ['csv', 'pdf'], true)) {
    // vigil-ok: php.unsafe-reflection
    $exporter2 = new $known();
}

$action = $_GET['action'];
// vigil: php.unsafe-reflection
$action();
$method = $_POST['m'];
$svc = new ArrayObject([]);
// vigil: php.unsafe-reflection
$svc->$method();
$render = function ($x) { return strtoupper($x); };
// vigil-ok: php.unsafe-reflection
$render($_GET['x']);
// vigil: php.unsafe-reflection
usort($rows, $_GET['cmp']);
