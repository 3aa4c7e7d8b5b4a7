<?php
// Page slugs and download names checked with preg_match() against a negated class: a match means a
// character outside the class, and the request stops.

function page_path($slug)
{
    return __DIR__ . '/pages/' . $slug . '.html';
}

$slug = $_GET['page'] ?? 'home';
if (preg_match('|[^a-z0-9_-]|i', $slug)) {
    http_response_code(400);
    die('bad page name');
}
// vigil-ok: php.path-traversal
readfile(page_path($slug));
// vigil-ok: php.xss
echo "<h1>$slug</h1>";
// vigil-ok: php.command-injection
system('touch /var/cache/pages/' . $slug);

// dots and slashes allowed: a name without markup, but a path can climb
$file = $_GET['file'] ?? '';
if (preg_match('#[^a-z0-9./_-]#', $file)) {
    exit;
}
// vigil-ok: php.xss
echo '<a href="/files/' . $file . '">' . $file . '</a>';
// vigil: php.path-traversal
readfile('/srv/files/' . $file);

// the branch that found a bad character prints it
$tag = $_GET['tag'] ?? '';
if (preg_match('/[^a-z]/', $tag)) {
    // vigil: php.xss
    echo "Tag $tag has characters other than letters.";
}

// a class with the quote in it
$q = $_GET['q'] ?? '';
if (!preg_match('/[^a-z\' ]/', $q)) {
    // vigil: php.xss
    echo "<input value='$q'>";
}
