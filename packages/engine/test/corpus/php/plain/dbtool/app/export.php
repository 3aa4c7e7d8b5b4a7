<?php
// SQL dump of the chosen databases, sent as a text file.
include "./include/functions.inc.php";

$databases = explode("\n", str_replace("\r", "", $_POST["databases"]));
header("Content-Type: text/plain; charset=utf-8");
header("Content-Disposition: attachment; filename=dump.sql");
foreach ($databases as $db) {
	// vigil-ok: php.xss
	echo "DROP DATABASE IF EXISTS " . idf_escape($db) . ";\n";
	// vigil-ok: php.xss
	echo "USE " . idf_escape($db) . ";\n\n";
}
