<?php
// vigil: php.code-injection
eval('$result = ' . $_GET['expr'] . ';');
// vigil-ok: php.code-injection
eval('$result = ' . intval($_GET['expr']) . ';');
