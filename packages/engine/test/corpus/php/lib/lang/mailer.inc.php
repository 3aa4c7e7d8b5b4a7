<?php
// Outgoing mail settings of the notification sender.
$mailer = array(
	'Host' => 'smtp.internal.example',
	'Port' => 587,
	'Username' => 'notify',
	// vigil: php.hardcoded-password
	'Password' => 'Kodeord2024x',
	'From' => 'notify@internal.example',
);
