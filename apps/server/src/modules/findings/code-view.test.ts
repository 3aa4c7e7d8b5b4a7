import { describe, expect, it } from 'vitest';
import { codeView, snippetStart } from './service.js';

describe('codeView', () => {
  it('numbers a one-line snippet (taint findings) from the finding line', () => {
    expect(snippetStart(20, 'db.query(sql)')).toBe(20);
    const { code } = codeView({
      file: 'a.js',
      line: 20,
      endLine: 20,
      snippet: 'db.query(sql)',
      trace: [],
    });
    expect(code[0].lines).toEqual([{ number: 20, text: 'db.query(sql)' }]);
    expect(code[0].highlight).toEqual([20]);
  });

  it('numbers a snippet with context from two lines above, never before line 1', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].join('\n');
    expect(
      codeView({ file: 'a.py', line: 10, endLine: 10, snippet: five, trace: [] }).code[0].lines[2],
    ).toEqual({
      number: 10,
      text: 'c',
    });
    expect(snippetStart(1, 'x\ny\nz')).toBe(1);
    expect(snippetStart(2, 'w\nx\ny\nz')).toBe(1);
  });
});
