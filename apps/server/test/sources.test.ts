import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import * as tar from 'tar';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SourceError } from '../src/sources/errors.js';
import { DEFAULT_SOURCE_LIMITS, MIB } from '../src/sources/limits.js';
import { isPrivateAddress } from '../src/sources/network.js';
import { checkEntryPath, sanitizeUploadName } from '../src/sources/paths.js';
import { UploadSink } from '../src/sources/upload.js';
import { buildZip } from './fixtures/scan-support/zip-writer.js';

// Building and refusing multi-megabyte archives takes a while on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const base = mkdtempSync(path.join(tmpdir(), 'vigil-sources-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

let n = 0;
let sourcesDir: string;
beforeEach(() => {
  sourcesDir = path.join(base, `run-${++n}`, 'sources');
});

function sink(limits = DEFAULT_SOURCE_LIMITS): UploadSink {
  return new UploadSink(path.join(sourcesDir, 'scan-1'), limits);
}

/** Everything under the sources folder (the scan's folder and its staging folder included). */
function leftovers(): string[] {
  if (!existsSync(sourcesDir)) return [];
  return readdirSync(sourcesDir, { recursive: true }) as string[];
}

async function uploadAndFinish(s: UploadSink, name: string, data: Buffer): Promise<unknown> {
  try {
    await s.add(name, Readable.from([data]));
    await s.finish();
    return null;
  } catch (e) {
    await s.discard();
    return e;
  }
}

async function expectRefused(
  name: string,
  data: Buffer,
  message: RegExp,
  limits = DEFAULT_SOURCE_LIMITS,
) {
  const s = sink(limits);
  const err = await uploadAndFinish(s, name, data);
  expect(err).toBeInstanceOf(SourceError);
  expect((err as SourceError).status).toBe(400);
  expect((err as SourceError).message).toMatch(message);
  expect(leftovers()).toEqual([]);
}

describe('upload names and entry paths', () => {
  it('sanitises uploaded names', () => {
    expect(sanitizeUploadName('../../etc/passwd.js')).toBe('passwd.js');
    expect(sanitizeUploadName('C:\\Users\\me\\app server.js')).toBe('app_server.js');
    expect(sanitizeUploadName('.hidden.py')).toBe('_hidden.py');
    expect(sanitizeUploadName('..')).toBe('file');
    expect(sanitizeUploadName('späße.ts')).toBe('sp_e.ts');
  });
  it('refuses escaping, absolute and drive-letter entries', () => {
    expect(checkEntryPath('../x.js')).toEqual({ ok: false, problem: 'escape' });
    expect(checkEntryPath('a/../../x.js')).toEqual({ ok: false, problem: 'escape' });
    expect(checkEntryPath('a\\..\\..\\x.js')).toEqual({ ok: false, problem: 'escape' });
    expect(checkEntryPath('/etc/passwd')).toEqual({ ok: false, problem: 'absolute' });
    expect(checkEntryPath('C:/win.ini')).toEqual({ ok: false, problem: 'absolute' });
    expect(checkEntryPath('./src/./a.js')).toEqual({ ok: true, segments: ['src', 'a.js'] });
  });
});

describe('plain uploads', () => {
  it('stores accepted files under the scan folder with safe names, and remembers refused ones', async () => {
    const s = sink();
    await s.add('app.js', Readable.from([Buffer.from('exec(x)')]));
    await s.add('../evil name.py', Readable.from([Buffer.from('import os')]));
    await s.add('app.js', Readable.from([Buffer.from('second')]));
    await s.add('notes.exe', Readable.from([Buffer.from('MZ')]));
    const stored = await s.finish();
    expect(stored.map((x) => x.stored)).toEqual(['app.js', 'evil_name.py', 'app-1.js']);
    expect(s.unsupported).toEqual(['notes.exe']);
    expect((await readdir(s.root)).sort()).toEqual(['app-1.js', 'app.js', 'evil_name.py']);
    expect(readFileSync(path.join(s.root, 'app-1.js'), 'utf8')).toBe('second');
  });

  it('counts files past the limit of 50', async () => {
    const s = sink();
    for (let i = 0; i < 51; i++) await s.add(`f${i}.js`, Readable.from([Buffer.from('x')]));
    expect(s.tooMany).toBe(true);
    await s.discard();
    expect(leftovers()).toEqual([]);
  });
});

describe('zip archives', () => {
  it('unpacks a well-formed zip into the scan folder', async () => {
    const zip = buildZip([
      { name: 'src/' },
      { name: 'src/app.js', data: 'require("child_process").exec(req.query.cmd)' },
      { name: 'lib\\util.py', data: 'import hashlib' },
    ]);
    const s = sink();
    expect(await uploadAndFinish(s, 'project.zip', zip)).toBeNull();
    expect(readFileSync(path.join(s.root, 'src/app.js'), 'utf8')).toContain('exec');
    expect(readFileSync(path.join(s.root, 'lib/util.py'), 'utf8')).toBe('import hashlib');
    expect(existsSync(`${s.root}.incoming`)).toBe(false);
  });

  it('puts each archive in its own folder beside other files', async () => {
    const s = sink();
    await s.add('main.go', Readable.from([Buffer.from('package main')]));
    await s.add('lib.zip', Readable.from([buildZip([{ name: 'a.js', data: 'a' }])]));
    await s.finish();
    expect(readFileSync(path.join(s.root, 'lib/a.js'), 'utf8')).toBe('a');
    expect(readFileSync(path.join(s.root, 'main.go'), 'utf8')).toBe('package main');
  });

  it('refuses a zip with ../ entries and leaves nothing on disk', async () => {
    const zip = buildZip([
      { name: 'ok.js', data: 'fine' },
      { name: '../../escaped.js', data: 'evil' },
    ]);
    await expectRefused(
      'escape.zip',
      zip,
      /Archive 'escape\.zip' was refused: entry '\.\.\/\.\.\/escaped\.js' points outside the archive folder/,
    );
    expect(existsSync(path.join(sourcesDir, '..', 'escaped.js'))).toBe(false);
  });

  it('refuses a zip holding a symbolic link', async () => {
    const zip = buildZip([
      { name: 'app.js', data: 'x' },
      { name: 'passwd', data: '/etc/passwd', mode: 0o120777 },
    ]);
    await expectRefused(
      'link.zip',
      zip,
      /entry 'passwd' is a link; symbolic and hard links are not allowed/,
    );
  });

  it('refuses a zip with 30,000 entries', async () => {
    const entries = Array.from({ length: 30_000 }, (_, i) => ({
      name: `f/${i}.txt`,
      data: '',
      store: true,
    }));
    await expectRefused(
      'many.zip',
      buildZip(entries),
      /it has 30000 entries; at most 20000 are allowed/,
    );
  });

  it('refuses a zip with an extreme compression ratio', async () => {
    const zip = buildZip([{ name: 'zeros.txt', data: Buffer.alloc(16 * MIB) }]);
    expect(zip.length).toBeLessThan(MIB);
    await expectRefused('bomb.zip', zip, /compression ratio is above 100:1/);
  });

  it('refuses a zip that unpacks past the size limit', async () => {
    const zip = buildZip([
      { name: 'a.txt', data: Buffer.alloc(3000, 'a'), store: true },
      { name: 'b.txt', data: Buffer.alloc(3000, 'b'), store: true },
    ]);
    await expectRefused('big.zip', zip, /unpacks to more than 5000 bytes/, {
      ...DEFAULT_SOURCE_LIMITS,
      maxBytes: 5000,
    });
  });

  it('reports a damaged zip as unreadable', async () => {
    await expectRefused(
      'broken.zip',
      Buffer.from('PK\u0003\u0004 not really a zip'),
      /Archive 'broken\.zip' could not be unpacked/,
    );
  });
});

describe('tar archives', () => {
  async function makeTar(
    files: Record<string, string>,
    gzip: boolean,
    extra?: (dir: string) => Promise<void>,
  ): Promise<Buffer> {
    const dir = mkdtempSync(path.join(base, 'tar-src-'));
    for (const [rel, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), content);
    }
    await extra?.(dir);
    const out = path.join(base, `t-${Math.random().toString(36).slice(2)}.tar${gzip ? '.gz' : ''}`);
    await tar.c({ file: out, cwd: dir, gzip, portable: true }, readdirSync(dir));
    return readFileSync(out);
  }

  it('unpacks tar and tar.gz', async () => {
    const plain = await makeTar({ 'src/a.js': 'a', 'b.py': 'b' }, false);
    let s = sink();
    expect(await uploadAndFinish(s, 'code.tar', plain)).toBeNull();
    expect(readFileSync(path.join(s.root, 'src/a.js'), 'utf8')).toBe('a');

    sourcesDir = path.join(base, `run-${++n}`, 'sources');
    const gz = await makeTar({ 'x/y.rb': 'puts 1' }, true);
    s = sink();
    expect(await uploadAndFinish(s, 'code.tar.gz', gz)).toBeNull();
    expect(readFileSync(path.join(s.root, 'x/y.rb'), 'utf8')).toBe('puts 1');
  });

  it('refuses a tar holding a symbolic link, leaving nothing', async () => {
    const { symlinkSync } = await import('node:fs');
    const data = await makeTar(
      { 'a.js': 'first file is written before the link is seen' },
      true,
      async (dir) => {
        symlinkSync('/etc/passwd', path.join(dir, 'z-link'));
      },
    );
    await expectRefused('linked.tar.gz', data, /entry 'z-link' is a link/);
  });

  it('refuses a tar entry escaping its folder', async () => {
    // Hand-made header: the tar package would refuse to write such a name.
    const header = Buffer.alloc(512);
    header.write('../../outside.js', 0, 'utf8');
    header.write('0000644\0', 100);
    header.write('0000000\0', 108);
    header.write('0000000\0', 116);
    header.write('00000000004\0', 124);
    header.write('00000000000\0', 136);
    header.write('        ', 148);
    header.write('0', 156);
    header.write('ustar\0', 257);
    header.write('00', 263);
    let sum = 0;
    for (const b of header) sum += b;
    header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148);
    const body = Buffer.alloc(512);
    body.write('evil');
    const data = Buffer.concat([header, body, Buffer.alloc(1024)]);
    await expectRefused(
      'escape.tar',
      data,
      /entry '\.\.\/\.\.\/outside\.js' points outside the archive folder/,
    );
  });

  it('refuses a tar.gz bomb', async () => {
    const data = await makeTar({ 'zeros.txt': '\0'.repeat(16 * MIB) }, true);
    await expectRefused('bomb.tar.gz', data, /compression ratio is above 100:1/);
  });

  it('refuses a tar with too many entries', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 30; i++) files[`f${i}.txt`] = 'x';
    const data = await makeTar(files, false);
    await expectRefused('many.tar', data, /at most 20 are allowed/, {
      ...DEFAULT_SOURCE_LIMITS,
      maxEntries: 20,
    });
  });

  it('gunzips a single .gz file', async () => {
    const s = sink();
    expect(await uploadAndFinish(s, 'app.js.gz', gzipSync('eval(input)'))).toBeNull();
    expect(readFileSync(path.join(s.root, 'app.js'), 'utf8')).toBe('eval(input)');
  });
});

describe('7z archives', () => {
  async function make7z(files: Record<string, string>, withLink = false): Promise<Buffer> {
    const dir = mkdtempSync(path.join(base, '7z-src-'));
    for (const [rel, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), content);
    }
    if (withLink) (await import('node:fs')).symlinkSync('/etc/passwd', path.join(dir, 'link'));
    const require = createRequire(import.meta.url);
    const SevenZip = require('7z-wasm') as (o: object) => Promise<{
      FS: {
        mkdir(p: string): void;
        mount(t: unknown, o: object, p: string): void;
        chdir(p: string): void;
        readFile(p: string): Uint8Array;
        NODEFS?: unknown;
      };
      NODEFS: unknown;
      callMain(a: string[]): void;
    }>;
    const sz = await SevenZip({ print: () => {}, printErr: () => {} });
    sz.FS.mkdir('/w');
    sz.FS.mount(sz.NODEFS, { root: dir }, '/w');
    sz.FS.chdir('/w');
    sz.callMain(['a', ...(withLink ? ['-snl'] : []), '/w/out.7z', '.']);
    return readFileSync(path.join(dir, 'out.7z'));
  }

  it('unpacks a 7z archive', async () => {
    const data = await make7z({ 'src/app.js': 'exec(req.query.cmd)', 'util.py': 'import hashlib' });
    const s = sink();
    expect(await uploadAndFinish(s, 'code.7z', data)).toBeNull();
    expect(readFileSync(path.join(s.root, 'src/app.js'), 'utf8')).toBe('exec(req.query.cmd)');
    expect(readFileSync(path.join(s.root, 'util.py'), 'utf8')).toBe('import hashlib');
  });

  it('refuses a 7z holding a symbolic link', async () => {
    const data = await make7z({ 'a.js': 'x' }, true);
    await expectRefused('linked.7z', data, /entry 'link' is a link/);
  });

  it('refuses a 7z bomb', async () => {
    const data = await make7z({ 'zeros.txt': '\0'.repeat(16 * MIB) });
    await expectRefused('bomb.7z', data, /compression ratio is above 100:1/);
  });
});

describe('private addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['140.82.112.3', false],
    ['8.8.8.8', false],
    ['2606:4700:4700::1111', false],
  ])('%s private: %s', (ip, priv) => {
    expect(isPrivateAddress(ip)).toBe(priv);
  });
});
