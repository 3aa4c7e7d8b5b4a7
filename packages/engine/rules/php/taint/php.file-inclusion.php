<?php
$page = $_GET['page'];
// vigil: php.file-inclusion
include $page . '.php';
// vigil-ok: php.file-inclusion
include 'pages/' . basename($page) . '.php';
$pages = ['home' => 'home.php', 'about' => 'about.php'];
// vigil-ok: php.file-inclusion
require_once 'header.php';
// vigil: php.file-inclusion
require $_POST['module'];
