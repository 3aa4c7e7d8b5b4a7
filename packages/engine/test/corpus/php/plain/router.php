<?php
// Front controller: includes the page named in the query string.

$page = $_GET['page'] ?? 'home';
// vigil: php.file-inclusion
include 'pages/' . $page . '.php';

$pages = ['home', 'about', 'contact'];
$p = in_array($_GET['page'] ?? '', $pages, true) ? $_GET['page'] : 'home';
// vigil-ok: php.file-inclusion
include __DIR__ . '/pages/' . $p . '.php';

$lang = $_COOKIE['lang'] ?? 'en';
// vigil: php.file-inclusion
require_once "lang/$lang/messages.php";

// vigil-ok: php.file-inclusion
require_once __DIR__ . '/lang/en/messages.php';

$theme = $_GET['theme'] ?? 'default';
switch ($theme) {
    case 'dark':
        $themeFile = 'themes/dark.php';
        break;
    default:
        $themeFile = 'themes/default.php';
}
// vigil-ok: php.file-inclusion
include $themeFile;

$next = $_GET['next'] ?? '/';
// vigil: php.open-redirect
header('Location: ' . $next);

if (!preg_match('#^/(?!/)[a-z0-9/_-]*$#i', $next)) {
    $next = '/';
}
// vigil-ok: php.open-redirect
header("Location: $next");
exit;
