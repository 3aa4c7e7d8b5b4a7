<?php
// vigil: php.header-injection
header($_GET['header']);
// vigil: php.header-injection
header($_GET['name'] . ': yes');
// vigil-ok: php.header-injection
header('X-Requested-Name: ' . $_GET['name']);
// vigil-ok: php.header-injection
header('X-Requested-Name: ' . rawurlencode($_GET['name']));
