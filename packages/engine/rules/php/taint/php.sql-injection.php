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

// Doctrine DQL and DBAL: the query first, bound parameters after it
function doctrine_lookup(\Doctrine\ORM\EntityManagerInterface $em, \Doctrine\DBAL\Connection $dbal) {
    $owner = $_GET['owner'];
    // vigil: php.sql-injection
    $rows = $em->createQuery("SELECT a FROM App\\Entity\\Article a WHERE a.owner = '" . $owner . "'")->getResult();
    // vigil-ok: php.sql-injection
    $rows2 = $em->createQuery('SELECT a FROM App\\Entity\\Article a WHERE a.owner = :o')->setParameter('o', $owner)->getResult();
    // vigil: php.sql-injection
    $rows3 = $dbal->fetchAllAssociative("SELECT * FROM article WHERE owner = '$owner'");
    // vigil-ok: php.sql-injection
    $rows4 = $dbal->executeQuery('SELECT * FROM article WHERE owner = ?', [$owner])->fetchAllAssociative();
    return [$rows, $rows2, $rows3, $rows4];
}

// WordPress $wpdb reads run their first argument as SQL
function wp_author_posts() {
    global $wpdb;
    // vigil: php.sql-injection
    $posts = $wpdb->get_results("SELECT ID FROM {$wpdb->posts} WHERE post_author = " . $_GET['author']);
    // vigil-ok: php.sql-injection
    $count = $wpdb->get_var($wpdb->prepare("SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_author = %d", $_GET['author']));
    return [$posts, $count];
}

// an id bound by $wpdb->prepare() in a helper that request handlers call
function wp_purge_revisions($postid) {
    global $wpdb;
    // vigil-ok: php.sql-injection
    return $wpdb->get_col($wpdb->prepare("SELECT ID FROM {$wpdb->posts} WHERE post_parent = %d AND post_type = 'revision'", $postid));
}
wp_purge_revisions($_REQUEST['post']);
