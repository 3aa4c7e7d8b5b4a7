<?php
$name = $_GET['name'];
// vigil: php.xss
echo "<h1>Hello " . $name . "</h1>";
// vigil-ok: php.xss
echo "<h1>Hello " . htmlspecialchars($name, ENT_QUOTES, 'UTF-8') . "</h1>";
// vigil: php.xss
print "<p>" . $_COOKIE['theme'] . "</p>";
$count = (int) $_GET['count'];
// vigil-ok: php.xss
echo "<p>$count items</p>";
$msg = $_POST['msg'];
$msg = "Thank you";
// vigil-ok: php.xss
echo $msg;
?>
<div>
<!-- vigil: php.xss -->
<?= $_GET['q'] ?>
</div>
