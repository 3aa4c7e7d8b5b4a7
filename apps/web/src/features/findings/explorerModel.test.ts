import { describe, expect, it } from 'vitest';
import type { FindingGroup } from '@vigil/shared';
import { explorerSections, flatOrder, listKeyAction, stepFrom } from './explorerModel';

const f = (id: string) => ({ id });
const group = (key: string, ids: string[]): FindingGroup => ({
  key,
  label: key,
  severity: 'high',
  count: ids.length,
  findingIds: ids,
});

describe('explorerSections', () => {
  it('keeps one unnamed section without groups', () => {
    const s = explorerSections([f('a'), f('b')], null);
    expect(s).toHaveLength(1);
    expect(s[0].label).toBeNull();
    expect(flatOrder(s)).toEqual(['a', 'b']);
  });

  it('follows the group order and the order inside each group', () => {
    const s = explorerSections(
      [f('a'), f('b'), f('c')],
      [group('js.xss', ['c', 'a']), group('py.sqli', ['b'])],
    );
    expect(s.map((x) => x.key)).toEqual(['js.xss', 'py.sqli']);
    expect(flatOrder(s)).toEqual(['c', 'a', 'b']);
  });

  it('never hides a finding no group names, nor shows one twice', () => {
    const s = explorerSections([f('a'), f('b'), f('c')], [group('r1', ['a', 'a', 'x'])]);
    expect(flatOrder(s)).toEqual(['a', 'b', 'c']);
    expect(s[s.length - 1].label).toBe('Other');
  });

  it('names a group of findings without a file', () => {
    const s = explorerSections([f('a')], [{ ...group('', ['a']), label: '' }]);
    expect(s[0].label).toBe('(no file)');
  });
});

describe('stepFrom', () => {
  const order = ['a', 'b', 'c'];
  it('moves and stops at the ends', () => {
    expect(stepFrom(order, 'a', 1)).toBe('b');
    expect(stepFrom(order, 'c', 1)).toBe('c');
    expect(stepFrom(order, 'a', -1)).toBe('a');
    expect(stepFrom(order, 'b', -1)).toBe('a');
  });
  it('starts at the first or last finding', () => {
    expect(stepFrom(order, null, 1)).toBe('a');
    expect(stepFrom(order, null, -1)).toBe('c');
    expect(stepFrom(order, 'gone', 1)).toBe('a');
    expect(stepFrom([], null, 1)).toBeNull();
  });
});

describe('listKeyAction', () => {
  it('maps j/k and the arrows, Home and End', () => {
    expect(listKeyAction('j')).toBe('next');
    expect(listKeyAction('ArrowDown')).toBe('next');
    expect(listKeyAction('k')).toBe('previous');
    expect(listKeyAction('ArrowUp')).toBe('previous');
    expect(listKeyAction('Home')).toBe('first');
    expect(listKeyAction('End')).toBe('last');
    expect(listKeyAction('x')).toBeNull();
  });
});
