<?php
$conn = mysqli_connect("db", "app", getenv("DB_PASS"), "shop");
$id = $_GET['id'];
// vigil: php.sql-injection
$r = mysqli_query($conn, "SELECT * FROM products WHERE id = $id");
// vigil-ok: php.sql-injection
$r = mysqli_query($conn, "SELECT * FROM products WHERE id = " . intval($id));
$safe = mysqli_real_escape_string($conn, $_POST['name']);
// vigil-ok: php.sql-injection
$r = mysqli_query($conn, "SELECT * FROM products WHERE name = '" . $safe . "'");

function findUser(PDO $pdo, $name) {
    // vigil: php.sql-injection
    return $pdo->query("SELECT * FROM users WHERE name = '" . $name . "'");
}

function findUserSafe(PDO $pdo, $name) {
    $stmt = $pdo->prepare("SELECT * FROM users WHERE name = ?");
    // vigil-ok: php.sql-injection
    $stmt->execute([$name]);
    return $stmt->fetchAll();
}

findUser($pdo, $_POST['user']);
findUserSafe($pdo, $_POST['user']);

$sort = $_GET['sort'];
$allowed = ['name', 'price'];
if (!in_array($sort, $allowed, true)) {
    $sort = 'name';
}
// vigil-ok: php.sql-injection
$mysqli->query("SELECT * FROM products ORDER BY " . $sort);
// vigil: php.sql-injection
$mysqli->query("DELETE FROM carts WHERE token = '{$_COOKIE['cart']}'");
