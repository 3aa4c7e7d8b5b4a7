<?php
$sid = bin2hex(random_bytes(16));
// vigil: php.cookie-insecure
setcookie('session', $sid, time() + 3600, '/');
// vigil: php.cookie-insecure
setcookie('session', $sid, time() + 3600, '/', '', false, true);
// vigil: php.cookie-insecure
setcookie('remember', '1', ['expires' => time() + 86400, 'path' => '/']);
// vigil: php.cookie-insecure
ini_set('session.cookie_httponly', '0');
// vigil-ok: php.cookie-insecure
setcookie('session', $sid, ['expires' => time() + 3600, 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
// vigil-ok: php.cookie-insecure
setcookie('session', $sid, time() + 3600, '/', '', true, true);
// deleting the cookie: the value is blank and the expiry has passed
// vigil-ok: php.cookie-insecure
setcookie('session', ' ', time() - 31536000, '/');
// vigil-ok: php.cookie-insecure
setcookie('remember', '', 1, '/');
// vigil: php.cookie-insecure
setcookie('remember', $sid, time() + 86400 * 30, '/');
