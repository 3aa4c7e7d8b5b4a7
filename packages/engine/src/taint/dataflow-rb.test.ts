/** Dataflow features of the taint engine on small Ruby programs. */
import { describe, expect, it } from 'vitest';
import { scanSnippet } from './testing.js';

const lines = (body: string, extra = '') =>
  scanSnippet('ruby', `class C < ApplicationController\n  def show\n${body}\n  end\n${extra}end\n`)
    .map((f) => f.startLine)
    .sort((a, b) => a - b);

describe('ruby dataflow', () => {
  it('aliasing, interpolation, hashes with constant keys, dead branches, <<', () => {
    const body = `a = params[:x]\nb = a\na = "const"\nsystem(a)\nsystem("ls #{b}")\nh = { k: b, s: "ok" }\nsystem(h[:s])\nsystem(h[:k])\nif 1 > 2\n  system(b)\nend\ns = +"echo "\ns << b\nsystem(s)`;
    expect(lines(body)).toEqual([7, 10, 16]);
  });
  it('methods of the same file through summaries', () => {
    const extra = `  def wrap(s)\n    "ls " + s\n  end\n  def run(c)\n    system(c)\n  end\n`;
    const body = `x = wrap(params[:a])\nsystem(x)\nrun(params[:b])`;
    expect(lines(body, extra)).toEqual([4, 11]);
  });
});
