<?php
// Settings page: feed preview, widget callbacks and saved filters.

function preview_feed()
{
    $source = $_GET['source'] ?? '';
    if (!filter_var($source, FILTER_VALIDATE_URL)) {
        http_response_code(400);
        exit;
    }
    // a URL that passes FILTER_VALIDATE_URL may still be file:///etc/passwd
    // vigil: php.ssrf, php.path-traversal
    $xml = file_get_contents($source);
    echo htmlspecialchars($xml);
}

function preview_status()
{
    $host = $_GET['host'] ?? 'localhost';
    // vigil: php.ssrf
    // vigil-ok: php.path-traversal
    $raw = file_get_contents('https://' . $host . '/health');
    $known = ['primary' => 'db1.internal', 'replica' => 'db2.internal'];
    $pick = $known[$_GET['node'] ?? 'primary'] ?? 'db1.internal';
    // vigil-ok: php.ssrf
    $ok = file_get_contents('https://' . $pick . '/health');
    return [$raw, $ok];
}

function render_widget()
{
    $hook = $_POST['hook'] ?? 'strtoupper';
    // vigil: php.unsafe-reflection
    $title = $hook('Settings');
    $hooks = ['upper' => 'strtoupper', 'lower' => 'strtolower'];
    $safe = $hooks[$_POST['case'] ?? 'upper'] ?? 'strtoupper';
    if (in_array($safe, ['strtoupper', 'strtolower'], true)) {
        // vigil-ok: php.unsafe-reflection
        $title = $safe('Settings');
    }
    return $title;
}

function apply_filters()
{
    $order = 'name';
    $limit = 20;
    // vigil: php.variable-extraction
    extract($_REQUEST);
    $pdo = new PDO('sqlite:/srv/app.db');
    // vigil: php.sql-injection
    return $pdo->query("SELECT * FROM items ORDER BY $order LIMIT 20");
}

function apply_defaults()
{
    $defaults = ['order' => 'name', 'limit' => 20];
    // vigil-ok: php.variable-extraction
    extract($defaults);
    $pdo = new PDO('sqlite:/srv/app.db');
    // vigil-ok: php.sql-injection
    return $pdo->query("SELECT * FROM items ORDER BY $order LIMIT 20");
}

function split_pair()
{
    list($table, $column) = explode(':', $_GET['pair'] ?? 'items:name');
    [$fixedTable, $fixedColumn] = ['items', 'name'];
    $pdo = new PDO('sqlite:/srv/app.db');
    // vigil: php.sql-injection
    $pdo->query("SELECT $column FROM $table");
    // vigil-ok: php.sql-injection
    $pdo->query("SELECT $fixedColumn FROM $fixedTable");
    ['dir' => $dir, 'mode' => $mode] = ['dir' => $_GET['dir'] ?? '.', 'mode' => 'short'];
    // vigil: php.command-injection
    system('ls ' . $dir);
    // vigil-ok: php.command-injection
    system('ls --format=' . $mode);
}

function check_rule()
{
    $rule = $_POST['rule'] ?? 'true';
    // vigil: php.code-injection
    assert($rule);
    // vigil-ok: php.code-injection
    assert(is_numeric($rule));
}
