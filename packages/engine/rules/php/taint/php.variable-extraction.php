<?php
// vigil: php.variable-extraction
extract($_GET);
// vigil: php.variable-extraction
extract($_POST, EXTR_SKIP);

$defaults = ['page' => 1, 'size' => 20];
// vigil-ok: php.variable-extraction
extract($defaults);

$row = ['title' => 'About', 'body' => 'Text'];
// vigil-ok: php.variable-extraction
extract($row);
