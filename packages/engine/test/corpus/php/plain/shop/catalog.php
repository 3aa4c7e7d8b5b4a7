<?php
require_once __DIR__ . '/input.php';

function catalog_search(mysqli $db)
{
    $term = shop_param('q');
    // vigil: php.xss
    echo '<h2>Results for ' . $term . '</h2>';
    // vigil-ok: php.xss
    echo '<h2>Results for ' . htmlspecialchars($term, ENT_QUOTES) . '</h2>';

    $page = shop_int_param('page', 1);
    // vigil-ok: php.xss
    echo '<p>Page ' . $page . '</p>';
    // vigil-ok: php.sql-injection
    $rows = mysqli_query($db, 'SELECT name FROM products LIMIT 20 OFFSET ' . ($page * 20));

    $category = shop_query_param('category');
    // vigil: php.sql-injection
    $rows = mysqli_query($db, "SELECT name FROM products WHERE category = '" . $category . "'");

    $order = shop_choice('order', ['name', 'price', 'added']);
    // vigil-ok: php.sql-injection
    $rows = mysqli_query($db, 'SELECT name FROM products ORDER BY ' . $order);
    return $rows;
}
