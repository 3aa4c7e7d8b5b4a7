<?php
$url = $_GET['url'];
// vigil: php.ssrf
$ch = curl_init($url);
// vigil-ok: php.ssrf
$ch2 = curl_init("https://api.example.com/status");
// vigil: php.ssrf
curl_setopt($ch2, CURLOPT_URL, $_POST['target']);
