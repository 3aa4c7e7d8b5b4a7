import { describe, expect, it } from 'vitest';
import {
  commentSyntax,
  detectLanguage,
  LANGUAGES,
  languageFromPath,
  languageFromShebang,
  parseSource,
} from '../src/languages/index.js';

describe('language registry', () => {
  it('maps extensions and well-known names', () => {
    expect(languageFromPath('a/b/app.py')).toBe('python');
    expect(languageFromPath('Main.java')).toBe('java');
    expect(languageFromPath('x.tsx')).toBe('tsx');
    expect(languageFromPath('x.mjs')).toBe('javascript');
    expect(languageFromPath('lib.rs')).toBe('rust');
    expect(languageFromPath('a.hpp')).toBe('cpp');
    expect(languageFromPath('Dockerfile')).toBe('dockerfile');
    expect(languageFromPath('deploy/Dockerfile.prod')).toBe('dockerfile');
    expect(languageFromPath('api.Dockerfile')).toBe('dockerfile');
    expect(languageFromPath('.env.local')).toBe('text');
    // Razor views and Blazor components: read by the regex rules (cs.xss-sanitizer-bypass)
    expect(languageFromPath('Views/Home/Index.cshtml')).toBe('razor');
    expect(languageFromPath('Pages/Profile.razor')).toBe('razor');
    expect(languageFromPath('Pages/Index.cshtml.cs')).toBe('csharp');
    expect(languageFromPath('Gemfile')).toBe('ruby');
    expect(languageFromPath('README')).toBeUndefined();
  });

  it('reads shebangs', () => {
    expect(languageFromShebang('#!/usr/bin/env python3')).toBe('python');
    expect(languageFromShebang('#!/usr/bin/python3.11')).toBe('python');
    expect(languageFromShebang('#!/bin/bash -e')).toBe('bash');
    expect(languageFromShebang('#!/usr/bin/env -S node --no-warnings')).toBe('javascript');
    expect(languageFromShebang('#!/usr/bin/env ruby')).toBe('ruby');
    expect(languageFromShebang('echo hi')).toBeUndefined();
    expect(detectLanguage('bin/tool', '#!/bin/sh')).toBe('bash');
  });

  it('parses every language that has a grammar', () => {
    const samples: Record<string, string> = {
      javascript: 'const a = 1;',
      typescript: 'const a: number = 1;',
      tsx: 'const a = <div/>;',
      python: 'a = 1\n',
      java: 'class A {}',
      csharp: 'class A {}',
      c: 'int main(void) { return 0; }',
      cpp: 'int main() { return 0; }',
      php: '<?php $a = 1;',
      ruby: 'a = 1',
      go: 'package main',
      rust: 'fn main() {}',
      kotlin: 'fun main() {}',
      swift: 'let a = 1',
      scala: 'object A',
      bash: 'echo hi',
      yaml: 'a: 1',
      html: '<p>hi</p>',
    };
    for (const l of LANGUAGES) {
      if (!l.astGrep) continue;
      const root = parseSource(l.id, samples[l.id]).root();
      expect(root.text().length, l.id).toBeGreaterThan(0);
      expect(root.find({ rule: { kind: 'ERROR' } }), l.id).toBeNull();
    }
  });

  it('knows the comment syntax', () => {
    expect(commentSyntax('python').line).toEqual(['#']);
    expect(commentSyntax('java').block[0]).toEqual(['/*', '*/']);
  });
});
