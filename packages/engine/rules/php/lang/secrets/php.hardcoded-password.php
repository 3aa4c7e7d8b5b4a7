<?php
// vigil: php.hardcoded-password
define('DB_PASSWORD', 'Pr0d-Db-Pass!');

class Mailer {
    // vigil: php.hardcoded-password
    private $smtpPassword = 'mail-pass-2024';
    // vigil-ok: php.hardcoded-password
    private $passwordField = 'password';
}

// vigil: php.hardcoded-password
$pdo = new PDO('mysql:host=db;dbname=shop', 'shop', 'sh0p-s3cret');

$config = [
    'host' => 'db',
    // vigil: php.hardcoded-password
    'password' => 'cfg-pass-77',
    // vigil-ok: php.hardcoded-password
    'api_key' => getenv('API_KEY'),
];

// vigil-ok: php.hardcoded-password
$pdo2 = new PDO(getenv('DSN'), getenv('DB_USER'), getenv('DB_PASSWORD'));
