import { describe, expect, it } from 'vitest';
import { addFiles, isAcceptedName, type ChosenFile } from './files';

const file = (name: string) => new File(['x'], name);

describe('addFiles', () => {
  it('lists accepted files as completed with a local id, others as error', () => {
    const { files, error } = addFiles([], [file('a.py'), file('b.png'), file('c.tar.gz')], 50);
    expect(error).toBeNull();
    expect(files.map((f) => [f.name, f.status])).toEqual([
      ['a.py', 'completed'],
      ['b.png', 'error'],
      ['c.tar.gz', 'completed'],
    ]);
    expect(new Set(files.map((f) => f.id)).size).toBe(3);
  });

  it('drops error entries on the next add', () => {
    const first = addFiles([], [file('b.png')], 50).files;
    const { files } = addFiles(first, [file('a.js')], 50);
    expect(files.map((f) => f.name)).toEqual(['a.js']);
  });

  it('refuses a batch that would exceed the limit, keeping the list', () => {
    const current: ChosenFile[] = addFiles([], [file('1.js'), file('2.js')], 3).files;
    const over = addFiles(current, [file('3.js'), file('4.js')], 3);
    expect(over.error).toBe('Maximum 3 files allowed');
    expect(over.files).toHaveLength(2);
    const exact = addFiles(current, [file('3.js')], 3);
    expect(exact.error).toBeNull();
    expect(exact.files).toHaveLength(3);
  });

  it('knows the spec extensions, case-insensitively', () => {
    expect(isAcceptedName('Main.JAVA')).toBe(true);
    expect(isAcceptedName('go.mod')).toBe(true);
    expect(isAcceptedName('binary.exe')).toBe(false);
  });
});
