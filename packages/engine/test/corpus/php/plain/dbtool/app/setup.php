<?php
// Set-up page: hashes the set-up password for the configuration file.
include "./include/functions.inc.php";

$password = $_POST["setup_password"];
$hash = password_hash($password, PASSWORD_DEFAULT);
$result = "<p>Add this line to the configuration file:</p>";
$result .= "<pre>\$CONF['setup_password'] = '$hash';</pre>";
// vigil-ok: php.xss
echo $result;
$legacy = crypt($password, '$6$rounds=5000$' . bin2hex(random_bytes(8)) . '$');
// vigil-ok: php.xss
echo "<p>Legacy format: <code>$legacy</code></p>";
// vigil: php.xss
echo "<p>You typed: $password</p>";

// password rules of the configuration: each callable answers a fixed message, or nothing
$rules = isset($CONF['password_validation']) ? $CONF['password_validation'] : array();
foreach ($rules as $pattern => $rule) {
	if (is_callable($rule)) {
		$problem = $rule($password);
		if ($problem) {
			// vigil-ok: php.xss
			echo "<p class='error'>$problem</p>";
		}
	} elseif (!preg_match($pattern, $password)) {
		$problem = "'$password' does not match $pattern";
		// vigil: php.xss
		echo "<p class='error'>$problem</p>";
	}
}
