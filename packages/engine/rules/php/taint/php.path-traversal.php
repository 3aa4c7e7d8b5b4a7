<?php
$file = $_GET['file'];
// vigil: php.path-traversal
$data = file_get_contents("/var/www/uploads/" . $file);
// vigil-ok: php.path-traversal
$data = file_get_contents("/var/www/uploads/" . basename($file));
// vigil: php.path-traversal
unlink($_POST['path']);
// vigil-ok: php.path-traversal
$tpl = file_get_contents(__DIR__ . "/templates/main.html");
// vigil: php.path-traversal
file_put_contents("/tmp/" . $_GET['name'], $_POST['body']);
