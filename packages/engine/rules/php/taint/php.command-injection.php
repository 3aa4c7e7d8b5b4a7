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

list($tool, $mode) = [$_GET['tool'], 'fast'];
// vigil: php.command-injection
system($tool);
// vigil-ok: php.command-injection
system($mode);
[$zone, [$inner, $fixed]] = ['eu', [$_POST['in'], 'x']];
// vigil: php.command-injection
system('dig ' . $inner);
// vigil-ok: php.command-injection
system('dig ' . $zone . $fixed);
['dir' => $dir, 'n' => $n] = $_POST;
// vigil: php.command-injection
system('ls ' . $dir);

function run_extracted() {
    $cmd = 'uptime';
    extract($_GET);
    // vigil: php.command-injection
    system($cmd);
}

function run_defaults() {
    $opts = ['cmd' => 'uptime'];
    extract($opts);
    // vigil-ok: php.command-injection
    system($cmd);
}

// Symfony Process: a command line runs through a shell, an argument array does not
function archive_dir(\Symfony\Component\HttpFoundation\Request $request) {
    // vigil: php.command-injection
    $p = \Symfony\Component\Process\Process::fromShellCommandline('tar czf /tmp/site.tgz ' . $request->get('dir'));
    // vigil-ok: php.command-injection
    $q = new \Symfony\Component\Process\Process(['tar', 'czf', '/tmp/site.tgz', $request->get('dir')]);
    $p->run();
    $q->run();
}
