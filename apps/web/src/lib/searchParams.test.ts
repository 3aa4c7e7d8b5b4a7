import { describe, expect, it } from 'vitest';
import { mergeSearch } from './searchParams';

describe('mergeSearch', () => {
  it('sets, replaces and removes keys, keeping the others', () => {
    expect(mergeSearch('?a=1&b=2', { b: '3', c: '4' })).toBe('?a=1&b=3&c=4');
    expect(mergeSearch('?a=1&b=2', { a: '', b: null })).toBe('');
    expect(mergeSearch('', { q: 'x y' })).toBe('?q=x+y');
  });

  it('drops the page only when asked', () => {
    expect(mergeSearch('?page=3&severity=high', { severity: 'low' }, { resetPage: true })).toBe(
      '?severity=low',
    );
    expect(mergeSearch('?page=3', { page: '4' })).toBe('?page=4');
  });

  it('two changes applied one after the other both survive', () => {
    // A cleared CWE filter, then a severity chosen before the page rendered again.
    const afterCwe = mergeSearch('?cwe=CWE-89', { cwe: '' }, { resetPage: true });
    const afterSeverity = mergeSearch(afterCwe, { severity: 'medium' }, { resetPage: true });
    expect(afterSeverity).toBe('?severity=medium');
  });
});
