<?php
// Edit form of one row.
include "./include/functions.inc.php";
include "./include/hooks.inc.php";

$table = $_GET["edit"];
$field = array("field" => "name", "type" => "varchar");
$value = isset($_POST["value"]) ? $_POST["value"] : "";
echo "<input name='value' value='" . h($value) . "'>";
// vigil-ok: php.xss
echo $hooks->editHint($table, $field, $value);
// vigil: php.xss
echo $hooks->tableCaption($table);
