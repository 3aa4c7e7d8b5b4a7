<?php
require_once __DIR__ . '/input.php';

$shop_config = array('base_path' => '/shop/');

function cart_add_done()
{
    global $shop_config;
    $item = shop_param('item');
    // the site's own base path opens the target: the item only fills the query
    // vigil-ok: php.open-redirect
    header('Location: ' . $shop_config['base_path'] . 'cart.php?added=' . urlencode($item) . '&from=' . $item);

    $next = shop_param('next');
    // vigil: php.open-redirect
    header('Location: ' . $next . '?added=1');
    exit;
}
