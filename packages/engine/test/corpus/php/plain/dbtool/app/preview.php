<?php
// Preview of the dump in the page, before the download.
include "./include/functions.inc.php";

$databases = explode("\n", str_replace("\r", "", $_POST["databases"]));
echo "<pre>";
foreach ($databases as $db) {
	// vigil: php.xss
	echo "USE " . idf_escape($db) . ";\n";
	// vigil-ok: php.xss
	echo "USE " . h(idf_escape($db)) . ";\n";
}
echo "</pre>";
