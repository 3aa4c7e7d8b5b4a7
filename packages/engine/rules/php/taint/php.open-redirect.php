<?php
$next = $_GET['next'];
// vigil: php.open-redirect
header('Location: ' . $next);
// vigil-ok: php.open-redirect
header('Location: /dashboard');
// vigil-ok: php.open-redirect
header('Location: /search?q=' . urlencode($next));
exit;
