<?php
$url = $_GET['url'];
// vigil: php.ssrf
$ch = curl_init($url);
// vigil-ok: php.ssrf
$ch2 = curl_init("https://api.example.com/status");
// vigil: php.ssrf
curl_setopt($ch2, CURLOPT_URL, $_POST['target']);

$host = $_GET['h'];
// vigil: php.ssrf
$page = file_get_contents('http://' . $host . '/status');
// vigil-ok: php.ssrf
$local = file_get_contents('/var/data/' . basename($host));
$feed = $_GET['src'];
if (filter_var($feed, FILTER_VALIDATE_URL) === false) {
    exit;
}
// vigil: php.ssrf
$xml = file_get_contents($feed);
// vigil: php.ssrf
$body = file_get_contents($_POST['callback_url']);
