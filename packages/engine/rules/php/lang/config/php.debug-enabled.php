<?php
// vigil: php.debug-enabled
ini_set('display_errors', '1');
// vigil-ok: php.debug-enabled
ini_set('display_errors', '0');
// vigil-ok: php.debug-enabled
ini_set('log_errors', '1');
// vigil-ok: php.debug-enabled
ini_set('display_errors', 'stderr');
// vigil: php.debug-enabled
ini_set('display_errors', 'stdout');

return [
    'name' => 'shop',
    // vigil: php.debug-enabled
    'debug' => true,
    // vigil-ok: php.debug-enabled
    'cache' => true,
];
