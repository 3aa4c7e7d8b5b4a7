<?php
// Multi-site front controller: the configuration file is picked from the Host header, and a
// visitor's display name and theme come from the query string. Characters are stripped with a
// negated class; what the class keeps decides which sinks the rest can still reach.

$site = preg_replace('/:.*/', '', $_SERVER['HTTP_HOST']);
// letters, digits, dots and dashes: no markup, but `..` is still possible in a path
$site = preg_replace('/[^a-zA-Z0-9.\-]/', '', $site);
$config = '/etc/sites/' . strtolower($site) . '.php';

if (!file_exists($config)) {
    header('HTTP/1.0 404 Not Found');
    // vigil-ok: php.xss
    echo "No configuration <b>$config</b> for this host.";
    exit(1);
}
// vigil: php.file-inclusion
include $config;

// letters, digits, spaces, underscores and dashes: one name, no separator, no dot
$theme = preg_replace('/[^a-z0-9 _-]/i', '', $_GET['theme'] ?? 'default');
// vigil-ok: php.file-inclusion
include __DIR__ . '/themes/' . $theme . '.php';

// the class keeps angle brackets: markup survives
$nick = preg_replace('/[^a-z0-9<>\/ ]/i', '', $_GET['nick'] ?? '');
// vigil: php.xss
echo '<p class="nick">' . $nick . '</p>';

// a class that keeps quotes and spaces
$title = preg_replace('/[^\w "]/', '', $_GET['title'] ?? '');
// vigil: php.xss
echo '<input name="title" value="' . $title . '">';

// replaced by a space, not removed: the characters outside the class stay in the text (as spaces)
$label = preg_replace('/[^a-z0-9]/i', ' ', $_GET['label'] ?? '');
// vigil-ok: php.xss
echo '<h2>' . $label . '</h2>';
