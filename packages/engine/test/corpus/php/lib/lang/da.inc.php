<?php
// Danish interface texts, keyed by the English messages.
$translations = array(
	'Login' => 'Log ind',
	'Logout successful.' => 'Du er nu logget ud.',
	'Invalid credentials.' => 'Ugyldige log ind oplysninger.',
	'Username' => 'Brugernavn',
	// vigil-ok: php.hardcoded-password
	'Password' => 'Kodeord',
	'Select database' => 'Vælg database',
	'Table has been dropped.' => 'Tabellen er slettet.',
	'%d row(s)' => array('%d række', '%d rækker'),
);
