<?php
// Admin tools page: network checks, file viewer, imports.

$host = $_GET['host'] ?? 'localhost';
// vigil: php.command-injection
$output = shell_exec('ping -c 2 ' . $host);

// vigil-ok: php.command-injection
$output2 = shell_exec('ping -c 2 ' . escapeshellarg($host));

// vigil: php.command-injection
system("nslookup {$_POST['domain']}");

// vigil-ok: php.command-injection
exec('uptime', $lines);

$archive = $_REQUEST['archive'];
// vigil: php.command-injection
passthru('unzip -l /srv/uploads/' . $archive);

$dir = htmlspecialchars($_GET['dir'] ?? '');
// vigil: php.command-injection
$listing = `ls -la /srv/uploads/$dir`;

$file = $_GET['file'] ?? 'readme.txt';
// vigil: php.path-traversal
$contents = file_get_contents('/srv/docs/' . $file);

$safeName = basename($_GET['file'] ?? 'readme.txt');
// vigil-ok: php.path-traversal
$contents2 = file_get_contents('/srv/docs/' . $safeName);

// vigil: php.path-traversal
unlink('/srv/uploads/' . $_POST['name']);

$target = realpath('/srv/uploads/' . ($_POST['name'] ?? ''));
if ($target !== false && strpos($target, '/srv/uploads/') === 0) {
    // vigil-ok: php.path-traversal
    unlink($target);
}

// vigil: php.path-traversal
$fh = fopen($_GET['log'], 'r');

$url = $_GET['url'];
// vigil: php.ssrf, php.path-traversal
$page = file_get_contents($url);

$ch = curl_init();
// vigil: php.ssrf
curl_setopt($ch, CURLOPT_URL, $_POST['callback']);
curl_exec($ch);

$allowed = ['status' => 'https://status.example.com/api', 'news' => 'https://news.example.com/feed'];
$key = array_key_exists($_GET['src'] ?? '', $allowed) ? $_GET['src'] : 'status';
// vigil-ok: php.ssrf
$feed = file_get_contents($allowed[$key]);
