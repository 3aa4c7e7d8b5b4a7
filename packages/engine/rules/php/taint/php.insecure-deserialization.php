<?php
// vigil: php.insecure-deserialization
$prefs = unserialize($_COOKIE['prefs']);
// vigil-ok: php.insecure-deserialization
$prefs2 = json_decode($_COOKIE['prefs'], true);
// vigil-ok: php.insecure-deserialization
$cached = unserialize(file_get_contents('/var/cache/app.bin'));
