<?php
// Drop confirmation page of a table.
include "./include/functions.inc.php";

$name = $_GET["name"];
echo "<form action='' method='post'>";
// vigil-ok: php.xss
echo "<input type='submit' name='drop' value='Drop'>" . confirm("Drop $name?");
// vigil-ok: php.xss
echo "<h2>" . table_label($name) . "</h2>";
// the quotes are escaped for SQL, not the slash of </script>
// vigil: php.xss
echo "<script>var table = '" . addslashes($name) . "';</script>";
// vigil: php.xss
echo "<p>Drop $name?</p></form>";
