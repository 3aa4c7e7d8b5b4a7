<?php
// vigil: php.session-fixation
ini_set('session.use_only_cookies', '0');
// vigil: php.session-fixation
@ini_set('session.use_only_cookies', 0);
// vigil: php.session-fixation
ini_set('session.use_trans_sid', '1');
// vigil: php.session-fixation
ini_set('session.use_strict_mode', false);
// vigil-ok: php.session-fixation
ini_set('session.use_only_cookies', 1);
// vigil-ok: php.session-fixation
ini_set('session.use_strict_mode', '1');
// vigil-ok: php.session-fixation
ini_set('session.use_trans_sid', '0');
// vigil-ok: php.session-fixation
ini_set('session.gc_maxlifetime', '0');
