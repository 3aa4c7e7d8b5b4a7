<?php
// Catalogue maintenance: uploads and lookups by product ids.

class CatalogRepo
{
    private $pdo;

    public function __construct(PDO $pdo)
    {
        $this->pdo = $pdo;
    }

    public function byTitle($title)
    {
        $sql = "SELECT * FROM products WHERE title = '" . $title . "'";
        // vigil: php.sql-injection
        return $this->pdo->query($sql);
    }

    public function byTitleSafe($title)
    {
        $st = $this->pdo->prepare('SELECT * FROM products WHERE title = ?');
        // vigil-ok: php.sql-injection
        $st->execute([$title]);
        return $st->fetchAll();
    }
}

$pdo = new PDO('sqlite:/srv/catalog.db');
$repo = new CatalogRepo($pdo);
$repo->byTitle($_GET['title']);
$repo->byTitleSafe($_GET['title']);

$ids = explode(',', $_GET['ids']);
// vigil: php.sql-injection
$rows = $pdo->query('SELECT * FROM products WHERE id IN (' . implode(',', $ids) . ')');
$numeric = array_map('intval', explode(',', $_GET['ids']));
// vigil-ok: php.sql-injection
$rows2 = $pdo->query('SELECT * FROM products WHERE id IN (' . implode(',', $numeric) . ')');

$upload = $_FILES['image'];
// vigil: php.path-traversal
move_uploaded_file($upload['tmp_name'], '/srv/catalog/images/' . $upload['name']);
// vigil-ok: php.path-traversal
move_uploaded_file($upload['tmp_name'], '/srv/catalog/images/' . basename($upload['name']));
$ext = $_GET['ext'];
if (str_contains($ext, '..')) {
    exit('bad name');
}
// vigil-ok: php.path-traversal
$thumb = file_get_contents('/srv/catalog/thumbs/' . $ext);
