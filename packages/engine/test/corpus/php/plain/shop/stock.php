<?php
require_once __DIR__ . '/input.php';

function warehouse_scheme()
{
    return getenv('WAREHOUSE_TLS') ? 'https' : 'http';
}

// Stock levels come from the warehouse service named in the settings; the product id only fills
// the query string of that request.
function stock_level(mysqli $db)
{
    $host = mysqli_fetch_row(mysqli_query($db, 'SELECT host FROM warehouses WHERE main = 1'))[0];
    $url = warehouse_scheme() . '://' . $host . '/api/stock.php?format=text';
    $url .= '&product=' . shop_param('product');
    // vigil-ok: php.ssrf, php.path-traversal
    $level = file_get_contents($url);

    $mirror = shop_param('mirror');
    $mirror_url = 'https://' . $mirror . '/api/stock.php?product=1';
    // vigil: php.ssrf
    $other = file_get_contents($mirror_url);

    $feed_url = "https://feeds.example.net/stock/{$mirror}.txt";
    // vigil-ok: php.ssrf, php.path-traversal
    $feed = file_get_contents($feed_url);
    return [$level, $other, $feed];
}
