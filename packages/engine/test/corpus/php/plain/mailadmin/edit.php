<?php
// Generic edit page of a mail administration tool: the table picks the model handler class.

function req_get(string $name, string $default = ''): string
{
    return isset($_GET[$name]) ? (string) $_GET[$name] : $default;
}

$table = req_get('table');
$view = req_get('view');
$handlerclass = ucfirst($table) . 'Handler';
$viewclass = ucfirst($view) . 'View';

if (!preg_match('/^[a-z]+$/', $table) || !file_exists(__DIR__ . "/model/$handlerclass.php")) {
    die('Invalid table name given!');
}

// vigil-ok: php.unsafe-reflection
$handler = new $handlerclass(0, $_SESSION['username'] ?? '');
// vigil: php.unsafe-reflection
$renderer = new $viewclass($handler);
echo $renderer->render();
