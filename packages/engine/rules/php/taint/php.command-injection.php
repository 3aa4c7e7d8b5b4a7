<?php
$host = $_GET['host'];
// vigil: php.command-injection
system("ping -c 1 " . $host);
// vigil-ok: php.command-injection
system("ping -c 1 " . escapeshellarg($host));
// vigil: php.command-injection
$out = shell_exec("nslookup $host");
// vigil: php.command-injection
$list = `ls -la {$_POST['dir']}`;
// vigil-ok: php.command-injection
$uptime = shell_exec("uptime");
// vigil: php.command-injection
passthru('whois ' . $_REQUEST['domain']);
if (false) {
    // vigil-ok: php.command-injection
    exec($host);
}
