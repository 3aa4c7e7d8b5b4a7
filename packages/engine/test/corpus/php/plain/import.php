<?php
// Preferences import and formula preview.

$raw = base64_decode($_POST['prefs'] ?? '');
// vigil: php.insecure-deserialization
$prefs = unserialize($raw);

// vigil-ok: php.insecure-deserialization
$prefs2 = unserialize($raw, ['allowed_classes' => false]);

// vigil-ok: php.insecure-deserialization
$prefs3 = json_decode($raw, true);

// vigil: php.insecure-deserialization
$cart = unserialize($_COOKIE['cart']);

$formula = $_POST['formula'] ?? '0';
// vigil: php.code-injection
$value = eval('return ' . $formula . ';');

if (preg_match('/^[0-9+\-*\/ ().]+$/', $formula)) {
    // vigil-ok: php.code-injection
    $value = eval('return ' . $formula . ';');
}

$cb = $_GET['callback'] ?? 'strtoupper';
// vigil: php.unsafe-reflection
$out = call_user_func($cb, 'hello');

$fn = in_array($_GET['fmt'] ?? '', ['strtoupper', 'strtolower'], true) ? $_GET['fmt'] : 'strtolower';
// vigil-ok: php.unsafe-reflection
$out2 = call_user_func($fn, 'hello');
