<?php
// vigil: php.code-injection
eval('$result = ' . $_GET['expr'] . ';');
// vigil-ok: php.code-injection
eval('$result = ' . intval($_GET['expr']) . ';');
// vigil: php.code-injection
assert($_POST['check']);
// vigil-ok: php.code-injection
assert(strlen($_POST['check']) > 0);
// vigil: php.code-injection
echo preg_replace('/(\w+)/e', $_GET['with'], 'title');
// vigil-ok: php.code-injection
echo preg_replace('/(\w+)/i', $_GET['with'], 'title');
