/** Dataflow features of the taint engine on small PHP programs. */
import { describe, expect, it } from 'vitest';
import { scanSnippet } from './testing.js';

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
});
