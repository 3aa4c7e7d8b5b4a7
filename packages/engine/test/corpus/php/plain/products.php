<?php
require_once __DIR__ . '/../lib/bootstrap.php';

$mysqli = new mysqli('db.internal', 'shop', getenv('DB_PASSWORD'), 'shop');
$pdo = new PDO('mysql:host=db.internal;dbname=shop', 'shop', getenv('DB_PASSWORD'));

$category = $_GET['category'] ?? '';
// vigil: php.sql-injection
$result = $mysqli->query("SELECT id, name, price FROM products WHERE category = '$category'");

$stmt = $mysqli->prepare('SELECT id, name, price FROM products WHERE category = ?');
$stmt->bind_param('s', $category);
// vigil-ok: php.sql-injection
$stmt->execute();

$escaped = $mysqli->real_escape_string($_GET['brand'] ?? '');
// vigil-ok: php.sql-injection
$brands = $mysqli->query("SELECT id FROM products WHERE brand = '" . $escaped . "'");

$limit = (int) ($_GET['limit'] ?? 20);
// vigil-ok: php.sql-injection
$latest = $pdo->query('SELECT id, name FROM products ORDER BY created_at DESC LIMIT ' . $limit);

$sort = $_GET['sort'] ?? 'name';
// vigil: php.sql-injection
$sorted = $pdo->query('SELECT id, name FROM products ORDER BY ' . $sort);

$q = $_POST['q'] ?? '';
$search = $pdo->prepare('SELECT id, name FROM products WHERE name LIKE :q');
// vigil-ok: php.sql-injection
$search->execute([':q' => '%' . $q . '%']);

$sql = sprintf("SELECT * FROM reviews WHERE product_id = %s", $_GET['id']);
// vigil: php.sql-injection
$reviews = mysqli_query($mysqli, $sql);

?>
<html>
<body>
<!-- vigil: php.xss -->
<h1>Category: <?= $category ?></h1>
<!-- vigil-ok: php.xss -->
<h2>Search: <?= htmlspecialchars($q, ENT_QUOTES, 'UTF-8') ?></h2>
<?php
// vigil: php.xss
echo '<p>You searched for ' . $_GET['q'] . '</p>';
// vigil-ok: php.xss
echo '<p>Page ' . intval($_GET['page'] ?? 1) . '</p>';
$label = addslashes($_GET['label'] ?? '');
// vigil: php.xss
print "<span class=\"label\">$label</span>";
?>
</body>
</html>
