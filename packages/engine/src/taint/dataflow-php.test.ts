/** Dataflow features of the taint engine on small PHP programs. */
import { describe, expect, it } from 'vitest';
import { scanProject, scanSnippet } from './testing.js';

const lines = (src: string) =>
  scanSnippet('php', '<?php\n' + src)
    .map((f) => f.startLine)
    .sort((a, b) => a - b);

describe('php dataflow', () => {
  it('aliasing, interpolation, arrays with constant keys, dead branches', () => {
    const src = `$a = $_GET['x'];\n$b = $a;\n$a = 'const';\nsystem($a);\nsystem("ls $b");\n$m = ['k' => $b, 's' => 'ok'];\nsystem($m['s']);\nsystem($m['k']);\nif (1 > 2) { system($b); }\n$c = false ? $b : 'safe';\nsystem($c);`;
    expect(lines(src)).toEqual([6, 9]);
  });
  it('functions of the same file through summaries; escaping per sink kind', () => {
    const src = `function wrap($s) { return 'ls ' . $s; }\nfunction safe($s) { return escapeshellarg($s); }\nsystem(wrap($_GET['a']));\nsystem(safe($_GET['a']));\n$h = htmlspecialchars($_GET['b']);\necho $h;\nsystem($h);`;
    expect(lines(src)).toEqual([4, 8]);
  });
  it('loops and .=', () => {
    const src = `$s = '';\nforeach ($_POST['parts'] as $p) {\n  $s .= $p;\n}\nsystem('echo ' . $s);`;
    expect(lines(src)).toEqual([6]);
  });
  it('sprintf conversions, filter_input, SQL escaping only inside quotes, preg_replace /e, new $class', () => {
    const src = `$id = $_GET['id'] ?? '';\n$db->query(sprintf("SELECT * FROM t WHERE n = '%s'", $id));\n$db->query(sprintf("SELECT * FROM t WHERE id = %d", $id));\n$e = mysqli_real_escape_string($db, $id);\n$db->query("SELECT * FROM t WHERE n = '$e'");\n$db->query("SELECT * FROM t WHERE id = " . $e);\n$n = filter_input(INPUT_GET, 'n');\n$k = filter_input(INPUT_GET, 'k', FILTER_VALIDATE_INT);\n$db->query("SELECT * FROM t WHERE n = '$n' AND k = $k");\n$db->query("SELECT * FROM t WHERE k = $k");\necho preg_replace('/x/e', $_GET['r'], 'x');\n$c = $_GET['c'];\n$o = new $c();`;
    expect(lines(src)).toEqual([3, 7, 10, 12, 12, 14]);
  });

  it('a validating getter cleans later reads of the same request variable, on every path only', () => {
    const src = `function get_request_var($n) { return $_REQUEST[$n]; }\nfunction get_filter_request_var($n) { $v = filter_var($_REQUEST[$n], FILTER_VALIDATE_INT); if ($v === false) exit(1); return $v; }\nget_filter_request_var('id');\necho get_request_var('id');\necho get_request_var('name');\nif ($_GET['x']) { get_filter_request_var('k'); }\necho get_request_var('k');\necho get_filter_request_var('z');`;
    expect(lines(src)).toEqual([6, 8]);
  });

  it('a keyed validator cleans the names its filters check, by filter', () => {
    const src = `function get_request_var($n) { return $_REQUEST[$n]; }\nfunction validate_store_request_vars($f) { foreach ($f as $k => $o) { if (filter_var($_REQUEST[$k], $o['filter']) === false) exit(1); } }\n$f = ['page' => ['filter' => FILTER_VALIDATE_INT], 'q' => ['filter' => FILTER_DEFAULT], 's' => ['filter' => FILTER_CALLBACK, 'options' => ['options' => 'sanitize_search_string']]];\nvalidate_store_request_vars($f);\necho get_request_var('page');\necho get_request_var('q');\necho get_request_var('s');\n$db->query("SELECT * FROM t WHERE s = '" . get_request_var('s') . "'");\nsystem('ls ' . get_request_var('s'));\necho get_request_var('other');`;
    expect(lines(src)).toEqual([7, 10, 11]);
  });

  it('a function that stops the request unless its parameter passes a check validates the argument', () => {
    const src = [
      'function get_request_var($n) { return $_REQUEST[$n]; }',
      'function stop_on_bad_input() { print "bad input"; exit; }',
      'function must_be_number($v) { if (!is_numeric($v) && $v != "") { stop_on_bad_input(); } }',
      'function warn_unless_number($v) { if (!is_numeric($v)) { print "not a number"; } }',
      'function digits_or_die($v) { if (!preg_match("/^\\d+$/", $v)) die("bad"); return true; }',
      'function resets($v) { $v = 1; }',
      'must_be_number(get_request_var("id"));',
      'echo get_request_var("id");',
      'warn_unless_number(get_request_var("page"));',
      'echo get_request_var("page");',
      '$n = $_GET["n"];',
      'digits_or_die($n);',
      'echo $n;',
      '$m = $_GET["m"];',
      'resets($m);',
      'echo $m;',
      'if ($_GET["x"]) { must_be_number(get_request_var("k")); }',
      'echo get_request_var("k");',
      'echo get_request_var("other");',
    ].join('\n');
    expect(lines(src)).toEqual([11, 17, 19, 20]);
  });

  it('a function that stops the request unless a validating conversion of its parameter passes validates it', () => {
    const src = [
      'function require_int($p) { $v = filter_var($p, FILTER_VALIDATE_INT); if ($v === false) { exit("bad"); } return $v; }',
      'function require_id($p) { if (!ctype_digit((string) $p)) die("bad id"); }',
      'function require_num($p) { if ((string) (int) $p !== $p) exit; }',
      'function loose_num($p) { if ((int) $p != $p) exit; }',
      'function copy_then($p) { $v = $p; $v = filter_var("1", FILTER_VALIDATE_INT); if ($v === false) exit; }',
      'function warn_int($p) { $v = filter_var($p, FILTER_VALIDATE_INT); if ($v === false) { print "bad"; } }',
      '$a = $_GET["a"]; require_int($a); echo $a;',
      '$b = $_GET["b"]; require_id($b); echo $b;',
      '$c = $_GET["c"]; require_num($c); echo $c;',
      '$d = $_GET["d"]; loose_num($d); echo $d;',
      '$e = $_GET["e"]; copy_then($e); echo $e;',
      '$f = $_GET["f"]; warn_int($f); echo $f;',
      '$g = $_GET["g"]; $w = filter_var($g, FILTER_VALIDATE_INT); $g = $_GET["h"]; if ($w === false) exit; echo $g;',
      '$i = $_GET["i"]; if (!filter_var($i, FILTER_VALIDATE_INT)) exit; echo $i;',
      '$j = $_GET["j"]; $n = filter_var($j, FILTER_VALIDATE_INT, ["options" => ["default" => 0]]); if ($n === false) exit; echo $j;',
    ].join('\n');
    expect(lines(src)).toEqual([11, 12, 13, 14, 16]);
  });

  it('array_shift/array_push change the array in place', () => {
    const src = `$t = ['ok'];\n$t[] = $_GET['t'];\nsystem($t[0]);\narray_shift($t);\nsystem($t[0]);\n$u = [];\narray_push($u, $_GET['u']);\nsystem($u[0]);`;
    expect(lines(src)).toEqual([6, 9]);
  });

  it('constants declared after a blank line fold', () => {
    const src = `$db = null;\n\nconst ARCHIVE = false;\n$z = ARCHIVE ? $_GET['z'] : 'c';\n$db->query("SELECT * FROM t WHERE z = '$z'");\n$y = !ARCHIVE ? $_GET['y'] : 'c';\n$db->query("SELECT * FROM t WHERE y = '$y'");`;
    expect(lines(src)).toEqual([8]);
  });

  it('cross-file: functions of included files, autoloaded classes (static and instance methods)', () => {
    const helpers = `<?php\nfunction where_eq($col, $v) {\n    return $col . " = '" . $v . "'";\n}\nfunction only_digits($v) {\n    return preg_replace('/\\D+/', '', $v);\n}\n`;
    const shell = `<?php\nnamespace App\\Support;\n\nclass Shell\n{\n    public static function run($args)\n    {\n        return shell_exec('tar ' . $args);\n    }\n\n    public function forShell($s)\n    {\n        return escapeshellarg($s);\n    }\n}\n`;
    const page = `<?php\nrequire_once __DIR__ . '/lib/helpers.php';\nuse App\\Support\\Shell;\n\n$db = new mysqli('h', 'u', 'p', 'd');\n$q = $_GET['q'] ?? '';\n$db->query('SELECT * FROM t WHERE ' . where_eq('name', $q));\n$db->query('SELECT * FROM t WHERE id = ' . only_digits($q));\nShell::run($q);\n$sh = new Shell();\nsystem('ls ' . $sh->forShell($q));\nsystem('ls ' . $q);\n`;
    const found = scanProject([
      { path: 'lib/helpers.php', language: 'php', source: helpers },
      { path: 'src/Support/Shell.php', language: 'php', source: shell },
      { path: 'public/page.php', language: 'php', source: page },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`))].sort()).toEqual([
      'public/page.php:12:php.command-injection',
      'public/page.php:7:php.sql-injection',
      'src/Support/Shell.php:8:php.command-injection',
    ]);
  });

  it('a builtin the specification models is not a method of the same name in another file', () => {
    const cache = `<?php\nclass FeedCache\n{\n    public function unserialize($data)\n    {\n        return unserialize($data);\n    }\n}\nfunction cache_key($s)\n{\n    return 'feed:' . $s;\n}\n`;
    const page = `<?php\nrequire_once __DIR__ . '/lib/cache.php';\n$state = unserialize(base64_decode($_COOKIE['state']));\necho count($state) . cache_key('x');\n`;
    const found = scanProject([
      { path: 'lib/cache.php', language: 'php', source: cache },
      { path: 'public/page.php', language: 'php', source: page },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`))].sort()).toEqual([
      'public/page.php:3:php.insecure-deserialization',
    ]);
  });

  it('list() and [] destructuring by position, key and nesting', () => {
    const src = `list($a, $b) = [$_GET['a'], 'k'];\nsystem($a);\nsystem($b);\n[$c, [$d, $e]] = ['k', [$_GET['d'], 'k']];\nsystem($c . $e);\nsystem($d);\n['x' => $x, 'y' => $y] = ['y' => 'k', 'x' => $_POST['x']];\nsystem($x);\nsystem($y);`;
    expect(lines(src)).toEqual([3, 7, 9]);
  });

  it('extract() sets the variables read after it from the array', () => {
    const src = `function f() {\n  $cmd = 'ls';\n  extract($_GET);\n  system($cmd);\n}\nfunction g() {\n  $cmd = 'ls';\n  extract(['cmd' => 'id']);\n  system($cmd);\n}`;
    const found = scanSnippet('php', '<?php\n' + src)
      .map((f) => `${f.startLine}:${f.ruleId}`)
      .sort();
    expect(found).toEqual(['4:php.variable-extraction', '5:php.command-injection']);
  });

  it('variable functions and methods named by input; closures held in variables run', () => {
    const src = `$f = $_GET['f'];\n$f('x');\n$m = $_GET['m'];\n$o->$m();\n$g = function ($s) { system($s); };\n$g($_GET['c']);`;
    const found = scanSnippet('php', '<?php\n' + src)
      .map((f) => `${f.startLine}:${f.ruleId}`)
      .sort();
    expect(found).toEqual([
      '3:php.unsafe-reflection',
      '5:php.unsafe-reflection',
      '6:php.command-injection',
    ]);
  });

  it('file_get_contents of a URL is SSRF; of a constant http URL not path traversal', () => {
    const src = `$h = $_GET['h'];\n$a = file_get_contents('http://' . $h);\n$u = $_GET['u'];\nif (!filter_var($u, FILTER_VALIDATE_URL)) exit;\n$b = file_get_contents($u);\n$c = file_get_contents($_GET['p']);`;
    const found = scanSnippet('php', '<?php\n' + src)
      .map((f) => `${f.startLine}:${f.ruleId}`)
      .sort();
    expect(found).toEqual([
      '3:php.ssrf',
      '6:php.path-traversal',
      '6:php.ssrf',
      '7:php.path-traversal',
    ]);
  });

  it('project helpers: nested helpers of other files, escaping methods of unknown receivers, query rows', () => {
    const adapters = `<?php\nclass Db_Pgsql implements IDb {\n    function escape_string($s, $strip_tags = true) {\n        if ($strip_tags) $s = strip_tags($s);\n        return pg_escape_string($s);\n    }\n}\nclass Db_Mysqli implements IDb {\n    function escape_string($s, $strip_tags = true) {\n        return mysqli_real_escape_string($this->link, $s);\n    }\n    function raw($s) {\n        return $s;\n    }\n}\n`;
    const helpers = `<?php\nfunction db_escape_string($s) {\n    return Db::get()->escape_string($s);\n}\nfunction db_unescaped($s) {\n    return Db::get()->raw($s);\n}\nfunction db_fetch_rows($sql) {\n    return db_run($sql, 'db_rows');\n}\nfunction db_run($sql, $fn) {\n    $q = $GLOBALS['pdo']->prepare($sql);\n    $q->execute();\n    return call_user_func($fn, $q);\n}\nfunction db_rows($q) {\n    return $q->fetchAll();\n}\n`;
    const page = `<?php\nrequire_once 'db.php';\n$login = db_escape_string($_POST['login']);\ndb_query("SELECT id FROM users WHERE login = '$login'");\n$raw = db_unescaped($_POST['login']);\ndb_query("SELECT id FROM users WHERE login = '$raw'");\n$rows = db_fetch_rows("SELECT * FROM t WHERE n = '" . $_GET['n'] . "'");\necho $rows[0]['title'];\necho $_GET['n'];\n`;
    const query = `<?php\nfunction db_query($sql) {\n    return $GLOBALS['pdo']->query($sql);\n}\n`;
    const found = scanProject([
      { path: 'classes/db/adapters.php', language: 'php', source: adapters },
      { path: 'include/db.php', language: 'php', source: helpers },
      { path: 'include/query.php', language: 'php', source: query },
      { path: 'register.php', language: 'php', source: page },
    ]);
    // the unescaped login reaches the query helper's sink, where it is reported
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`))].sort()).toEqual([
      'include/query.php:3:php.sql-injection',
      'register.php:9:php.xss',
    ]);
    const sql = found.find((f) => f.ruleId === 'php.sql-injection')!;
    expect(sql.trace.map((t) => `${t.file}:${t.line}`)).toContain('register.php:6');
  });

  it("uploads: the temporary path is the server's, the name the client's", () => {
    const src = `$file = $_FILES['upload'];\n$d = file_get_contents($file['tmp_name']);\nmove_uploaded_file($file['tmp_name'], '/srv/up/' . $file['name']);\n$s = file_get_contents($_FILES['doc']['tmp_name']);\n$t = file_get_contents($_FILES['doc']['name']);\nforeach ($_FILES as $k => $f) { readfile($f['tmp_name']); readfile($f['name']); }`;
    const found = scanProject([{ path: 'up.php', language: 'php', source: '<?php\n' + src }])
      .map((f) => `${f.startLine}:${f.ruleId}`)
      .sort();
    expect(found).toEqual(['4:php.path-traversal', '6:php.path-traversal', '7:php.path-traversal']);
  });

  it('helpers: sinks behind a flag the call switches off, null checks, type checks, mapped sanitisers', () => {
    const lib = `<?php\nfunction app_log($s, $output = false) {\n  $m = trim($s);\n  if ($output == true) {\n    print $m;\n  }\n}\nfunction h_escape($s) {\n  if ($s !== null) {\n    return htmlspecialchars($s, ENT_QUOTES);\n  } else {\n    return $s;\n  }\n}\nfunction clean($p) {\n  if (is_array($p)) {\n    return array_map('strip_tags', $p);\n  } elseif (is_string($p)) {\n    return strip_tags($p);\n  } else {\n    return $p;\n  }\n}\nfunction loose($p) {\n  if (is_string($p)) {\n    return strip_tags($p);\n  }\n  return $p;\n}\n`;
    const page = `<?php\napp_log('x ' . $_GET['a'], false);\napp_log('x ' . $_GET['a'], true);\nprint h_escape($_GET['b']);\nprint clean($_GET['c']);\nprint loose($_GET['d']);\nheader('Location: edit.php?id=' . $_GET['id']);\nheader('Location: ' . $_GET['next']);\n`;
    const found = scanProject([
      { path: 'lib/functions.php', language: 'php', source: lib },
      { path: 'page.php', language: 'php', source: page },
    ]);
    // the log helper's print is the sink of the call that switches it on (line 3 of page.php)
    expect(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`).sort()).toEqual([
      'lib/functions.php:5:php.xss',
      'page.php:6:php.xss',
      'page.php:8:php.open-redirect',
    ]);
    const log = found.find((f) => f.file === 'lib/functions.php')!;
    expect(log.trace.map((t) => `${t.file}:${t.line}`)).toContain('page.php:3');
    expect(log.trace.map((t) => `${t.file}:${t.line}`)).not.toContain('page.php:2');
  });

  it('a flow on a branch where a parameter is empty is gone when the call passes a non-empty constant', () => {
    const src = `function links($url, $to = '', $counted = true) {\n  if ($to != '') { $o = htmlspecialchars($url); } else { $o = $url; }\n  if (!$counted) { $o .= $url; }\n  return $o;\n}\nfunction bar($url, $to = '') { return '<div>' . links($url, $to) . '</div>'; }\n$u = $_GET['u'];\necho links($u, 'main');\necho links($u);\necho links($u, 'main', false);\necho bar($u, 'main');\necho bar($u);\necho links($u, $_GET['t']);`;
    expect(lines(src)).toEqual([10, 11, 13, 14]);
  });

  it('PHP arithmetic yields numbers; the text a replacement searches for is not in its result', () => {
    const src = `$p = $_GET['p'];\necho 'page ' . ($p + 1) . ' of ' . ($p / 2);\necho 'page ' . $p . 1;\necho preg_replace('#' . preg_quote($p) . '#', '<b>$0</b>', 'title');\necho str_replace('x', $p, 'title');\necho str_replace($p, '', 'title');`;
    expect(lines(src)).toEqual([4, 6]);
  });

  it('a function of the file starts with the request variables all its callers validated', () => {
    const lib = `<?php\nfunction get_request_var($n) { return $_REQUEST[$n]; }\nfunction get_filter_request_var($n) { $v = filter_var($_REQUEST[$n], FILTER_VALIDATE_INT); if ($v === false) exit(1); return $v; }\n`;
    const page = `<?php\ninclude 'lib.php';\nfunction edit() {\n  get_filter_request_var('id');\n  tab();\n  both();\n}\nfunction tab() {\n  echo get_request_var('id');\n  echo get_request_var('name');\n}\nfunction both() {\n  echo get_request_var('id');\n}\nfunction shared() {\n  echo get_request_var('id');\n}\nfunction view() {\n  get_filter_request_var('id');\n  shared();\n}\nedit();\nboth();\nview();\n$debug = isset($_GET['debug']);\n`;
    const other = `<?php\ninclude 'page.php';\nshared();\n`;
    const found = scanProject([
      { path: 'lib.php', language: 'php', source: lib },
      { path: 'page.php', language: 'php', source: page },
      { path: 'other.php', language: 'php', source: other },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}`))].sort()).toEqual([
      'page.php:10',
      'page.php:13',
      'page.php:16',
    ]);
  });

  it('a file reading the request only through a getter of another file, forwarded or validated', () => {
    const lib = `<?php\nfunction param($n) { return isset($_GET[$n]) ? $_GET[$n] : ''; }\nfunction int_param($n) { return (int) $_GET[$n]; }\nfunction old_param($n) { return param($n); }\n`;
    const page = `<?php\necho param('a');\necho int_param('b');\necho old_param('c');\necho render('d');\n`;
    const plain = `<?php\nfunction render($s) { return '<b>' . $s . '</b>'; }\necho render('x');\n`;
    const found = scanProject([
      { path: 'lib.php', language: 'php', source: lib },
      { path: 'page.php', language: 'php', source: page },
      { path: 'plain.php', language: 'php', source: plain },
    ]);
    expect(found.map((f) => `${f.file ?? 'page.php'}:${f.startLine}`).sort()).toEqual([
      'page.php:2',
      'page.php:4',
    ]);
  });

  it('a URL whose scheme and host the code writes keeps its server; a Location header after its name', () => {
    const src = [
      "$u = get_scheme() . '://' . $host . '/agent.php?a=1';",
      "$u .= '&id=' . $_GET['id'];",
      'foreach ($_GET as $k => $v) { $u .= $k . $v; }',
      'file_get_contents($u);',
      "file_get_contents('https://' . $_GET['h'] . '/x');",
      'file_get_contents("https://api.example/q/{$_GET[\'q\']}");',
      "header('Location: ' . $config['base'] . 'list.php?id=' . $_GET['id']);",
      "header('Location: ' . $_GET['next']);",
    ].join('\n');
    const found = scanProject([{ path: 'a.php', language: 'php', source: '<?php\n' + src }]);
    expect(found.map((f) => `${f.ruleId}:${f.startLine}`).sort()).toEqual([
      'php.open-redirect:9',
      'php.ssrf:6',
    ]);
  });

  it('a request variable not set reads as its default: validated under isset, read under isset', () => {
    const src = [
      'function isset_request_var($n) { return isset($_REQUEST[$n]); }',
      'function get_request_var($n) { return $_REQUEST[$n]; }',
      'function get_filter_request_var($n) { $v = filter_var($_REQUEST[$n], FILTER_VALIDATE_INT); if ($v === false) exit(1); return $v; }',
      "if (isset_request_var('id')) { get_filter_request_var('id'); }",
      "if (isset_request_var('id')) { echo get_request_var('id'); }",
      "if (isset_request_var('name')) { echo get_request_var('name'); }",
      "if ($_GET['x']) { get_filter_request_var('tab'); }",
      "if (isset_request_var('tab')) { echo get_request_var('tab'); }",
      "if (isset_request_var('page')) { $seen = 1; }",
      "echo get_request_var('page');",
    ].join('\n');
    expect(lines(src)).toEqual([7, 9, 11]);
  });

  it('a parameter cleaned by reference cleans the caller variable, only with its own value', () => {
    const src = [
      'function to_int(&$v) { $v = intval($v); }',
      'function trimmed(&$v) { $v = trim($v); }',
      'function base(&$f) { $f = basename($f); if (strpos($f, "log_") !== 0) return false; return true; }',
      'function replaced(&$v, $w) { $v = $w; }',
      '$a = $_GET["a"];',
      'to_int($a);',
      'echo $a;',
      '$b = $_GET["b"];',
      'trimmed($b);',
      'echo $b;',
      '$c = $_GET["c"];',
      'base($c);',
      'readfile("/var/log/app/" . $c);',
      'echo $c;',
      '$d = $_GET["d"];',
      'replaced($d, $_POST["e"]);',
      'echo $d;',
    ].join('\n');
    expect(lines(src)).toEqual([11, 15, 18]);
  });

  it('rows a project helper fetches with bound parameters are stored data, several files deep', () => {
    const db = [
      '<?php',
      'function q_exec($sql, $params) { global $pdo; $st = $pdo->prepare($sql); $st->execute($params); return $st; }',
      'function q_all($st) { return $st->fetchAll(PDO::FETCH_ASSOC); }',
      'function q_run($sql, $params, $fn) { $st = q_exec($sql, $params); return call_user_func_array($fn, array($st)); }',
      'function q_rows($sql, $params = array()) { return q_run($sql, $params, "q_all"); }',
    ].join('\n');
    const model = `<?php\nrequire_once __DIR__ . '/db.php';\nfunction tags_of($id) { return q_rows('SELECT tag FROM tags WHERE item = ?', array($id)); }\nfunction raw_of($id) { return $id; }\n`;
    const view = `<?php\nrequire_once __DIR__ . '/model.php';\nfunction tag_list($id) { $h = ''; foreach (tags_of($id) as $t) { $h .= $t['tag']; } return $h . raw_of($id); }\nfunction tag_only($id) { $h = ''; foreach (tags_of($id) as $t) { $h .= $t['tag']; } return $h; }\n`;
    const page = `<?php\nrequire_once __DIR__ . '/lib/view.php';\n$id = $_GET['id'];\necho tag_only($id);\necho tag_list($id);\n`;
    const found = scanProject([
      { path: 'lib/db.php', language: 'php', source: db },
      { path: 'lib/model.php', language: 'php', source: model },
      { path: 'lib/view.php', language: 'php', source: view },
      { path: 'page.php', language: 'php', source: page },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`))].sort()).toEqual([
      'page.php:5:php.xss',
    ]);
  });

  it('a call inside a branch, loop or case starts with what was validated on the way to it', () => {
    const lib = `<?php\nfunction get_request_var($n) { return $_REQUEST[$n]; }\nfunction get_filter_request_var($n) { $v = filter_var($_REQUEST[$n], FILTER_VALIDATE_INT); if ($v === false) exit(1); return $v; }\n`;
    const page = [
      '<?php',
      "include 'lib.php';",
      'function saved() { echo get_request_var("id"); }',
      'function preview() { echo get_request_var("id"); }',
      'function row() { echo get_request_var("rows"); }',
      'function row_id() { echo get_request_var("id"); }',
      "switch (get_request_var('action')) {",
      "  case 'save': get_filter_request_var('id'); saved(); break;",
      "  case 'preview': preview(); break;",
      "  default: if (isset($_POST['x'])) { get_filter_request_var('rows'); foreach ($_POST['x'] as $r) { row(); row_id(); } } get_filter_request_var('id');",
      '}',
    ].join('\n');
    const found = scanProject([
      { path: 'lib.php', language: 'php', source: lib },
      { path: 'page.php', language: 'php', source: page },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}`))].sort()).toEqual([
      'page.php:4',
      'page.php:6',
    ]);
  });

  it('the parts of a split pinned by a case and an empty test leave only the keyword', () => {
    const src = [
      'foreach (explode(" ", $_GET["q"]) as $k) {',
      '  $p = explode(":", strtolower($k), 2);',
      '  switch ($p[0]) {',
      '    case "title": if ($p[1]) { echo "<b>$k</b>"; } else { echo "<i>$k</i>"; } break;',
      '    case "note": $q = explode(":", $k); if (!$q[1]) { echo $k; } break;',
      '    default: if (!$p[1]) { echo $k; }',
      '  }',
      '  $t = strtotime($k);',
      '  echo date("Y-m-d", $t);',
      '}',
    ].join('\n');
    // the translation functions are not in the snippet: their calls are resolved in pass 2
    const got = scanProject([{ path: 'snippet.php', language: 'php', source: '<?php\n' + src }])
      .map((f) => f.startLine)
      .sort((a, b) => a - b);
    expect(got).toEqual([5, 6, 7]);
  });

  it("a helper reading constant keys of an options array passes on only those keys' taint", () => {
    const src = [
      'function head($id, $o) { $h = "<div>"; if (isset($o["flag"])) { $h .= "--flag"; } if (isset($o["title"])) { $h .= $o["title"]; } return $h; }',
      'function foot($o) { print $o["label"]; print htmlspecialchars($o["note"]); }',
      '$a = array(); $a["flag"] = $_GET["flag"];',
      'echo head(1, $a);',
      '$b = array("title" => $_GET["t"]);',
      'echo head(2, $b);',
      'foot(array("label" => "x", "note" => $_GET["n"]));',
      'foot(array("label" => $_GET["l"], "note" => "y"));',
      'echo head(3, $_GET["opts"]);',
      'function sections($f) { foreach ($f as $s) { print $s["d"]; } }',
      'sections(array("d" => "x", "s" => array("d" => $_GET["d"])));',
    ].join('\n');
    expect(lines(src)).toEqual([3, 7, 10, 11]);
  });

  it('WordPress: writes through $wpdb leave its table names clean; page links are escaped', () => {
    const src = [
      'function drop($id) { global $wpdb; $wpdb->delete($wpdb->items, array("id" => $id)); $wpdb->update($wpdb->items, array("p" => 0), array("p" => $id)); return $wpdb->get_col($wpdb->prepare("SELECT id FROM $wpdb->items WHERE p = %d", $id)); }',
      'drop($_POST["id"]);',
      'echo paginate_links(array("base" => $_SERVER["REQUEST_URI"] . "%_%"));',
    ].join('\n');
    expect(lines(src)).toEqual([]);
  });

  it('a function validating request variables on every way out validates them for its caller', () => {
    const lib = `<?php\nfunction get_request_var($n) { return $_REQUEST[$n]; }\nfunction get_filter_request_var($n) { $v = filter_var($_REQUEST[$n], FILTER_VALIDATE_INT); if ($v === false) exit(1); return $v; }\n`;
    const page = [
      '<?php',
      "include 'lib.php';",
      "function vars() { get_filter_request_var('id'); if ($_GET['x']) { get_filter_request_var('k'); } }",
      'function page() { vars(); echo get_request_var("id"); echo get_request_var("k"); tab(); }',
      'function tab() { echo get_request_var("id"); echo get_request_var("rows"); }',
      'page();',
    ].join('\n');
    const found = scanProject([
      { path: 'lib.php', language: 'php', source: lib },
      { path: 'page.php', language: 'php', source: page },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}:${f.startColumn}`))].length).toBe(
      2,
    );
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}`))].sort()).toEqual([
      'page.php:4',
      'page.php:5',
    ]);
  });

  it("MediaWiki's converting request getters give numbers and booleans", () => {
    const src = [
      'function show($request) {',
      '  echo $request->getInt("limit") . $request->getIntOrNull("offset") . $request->getBool("x") . $request->getCheck("y");',
      '  echo $request->getText("title");',
      '}',
    ].join('\n');
    expect(lines(src)).toEqual([4]);
  });

  it('a negated class cleans for the sinks its characters cannot attack, in a replace or a match', () => {
    const src = [
      "$h = preg_replace('/[^a-zA-Z0-9.\\-]/', '', $_SERVER['HTTP_HOST']);",
      'echo "<b>$h</b>";',
      "include '/etc/site/' . $h . '.php';",
      "$n = preg_replace('/[^a-z0-9 _-]/i', '', $_GET['n']);",
      "include '/etc/site/' . $n . '.php';",
      "$r = preg_replace('/[^a-z<>]/', '', $_GET['r']);",
      'echo $r;',
      "$s = $_GET['s'];",
      "if (preg_match('|[^a-z0-9_]|i', $s)) { die('bad'); }",
      "system('ls ' . $s);",
      "$d = $_GET['d'];",
      "if (preg_match('/[^a-z.]/', $d)) { echo $d; exit; }",
      'echo $d;',
      'include $d;',
      "$w = preg_replace('/[^a-z]/', '$0', $_GET['w']);",
      'echo $w;',
    ].join('\n');
    expect(lines(src)).toEqual([4, 8, 13, 15, 17]);
  });

  it('sprintf: a translated format keeps its conversions; %d prints a number, %s the argument', () => {
    const src = [
      "$n = $_GET['n'];",
      "echo sprintf(_n('%d item', '%d items', $n), $n);",
      "echo sprintf(__('%.1f%% done', 'dom'), $n);",
      "echo sprintf(__('Hello %s', 'dom'), $n);",
      "echo sprintf(_n('%s left', '%d left', 2), $n);",
      "echo sprintf('%2$d of %1$s', $n, $n);",
      "echo sprintf('%1$d of %2$s', $n, 'x');",
    ].join('\n');
    // the translation functions are not in the snippet: their calls are resolved in pass 2
    const got = scanProject([{ path: 'snippet.php', language: 'php', source: '<?php\n' + src }])
      .map((f) => f.startLine)
      .sort((a, b) => a - b);
    expect(got).toEqual([5, 6, 7]);
  });
  it('a loop that overwrites every element in place cleans the array for what each write cleans', () => {
    const src = [
      'function clean_all($d) {',
      '  if (is_array($d)) {',
      '    foreach ($d as $k => $v) {',
      '      if (is_array($v)) $d[$k] = clean_all($v);',
      '      else $d[$k] = htmlspecialchars($v);',
      '    }',
      '    return $d;',
      '  }',
      '  return htmlspecialchars($d);',
      '}',
      'function clean_some($d) { foreach ($d as $k => $v) { if ($k == "n") $d[$k] = htmlspecialchars($v); } return $d; }',
      'function only_self($d) { foreach ($d as $k => $v) { $d[$k] = only_self($v); } return $d; }',
      'echo clean_all($_GET["a"])["x"];',
      'echo clean_some($_GET["b"])["x"];',
      'echo only_self($_GET["c"])["x"];',
      '$e = $_GET["e"]; foreach ($e as $k => $v) { $e[$k] = htmlspecialchars($v); } echo $e["x"];',
      '$f = $_GET["f"]; foreach ($f as $k => $v) { $f[$k] = trim($v); } echo $f["x"];',
      '$g = $_GET["g"]; foreach ($g as $k => $v) { if ($k == "a") continue; $g[$k] = htmlspecialchars($v); } echo $g["x"];',
      '$h = $_GET["h"]; foreach ($h as $k => $v) { $h[$k] = htmlspecialchars($v); } system($h["x"]);',
      '$i = $_GET["i"]; foreach ($i as $k => $v) { $i[$k] = htmlspecialchars($v); if ($v == "x") break; } echo $i["x"];',
      '$j = $_GET["j"]; foreach ($j as $k => $v) { $j[$k] = is_array($v) ? "" : htmlspecialchars($v); } echo $j["x"];',
      '$m = $_GET["m"]; foreach ($m as $k => $v) { $m[$k] = htmlspecialchars($v); $m["raw"] = $v; } echo $m["x"];',
      '$p = array_map("htmlspecialchars", $_GET["p"]); echo $p["x"];',
    ].join('\n');
    expect(lines(src)).toEqual([15, 16, 18, 19, 20, 21, 23]);
  });
  it('HTML escaping does not clean a Content-Type header: the value still names text/html', () => {
    const src = [
      '$t = htmlspecialchars($_GET["type"]);',
      'header("Content-Type: " . $t);',
      'echo $t;',
      'header("Content-Type: " . (in_array($_GET["t"], ["image/png", "image/jpeg"]) ? $_GET["t"] : "image/png"));',
    ].join('\n');
    expect(scanSnippet('php', '<?php\n' + src).map((f) => `${f.ruleId}:${f.startLine}`)).toEqual([
      'php.xss:3',
    ]);
  });
});
