/**
 * Hostile uploads through the real API (multipart bodies built here, archives built byte by byte):
 * zips whose stated sizes lie, entries that clash, and what they must never do: end the process,
 * answer 5xx, show the server's paths or leave anything on disk.
 */
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { DiskSpace } from '../src/sources/disk.js';
import { UploadSink } from '../src/sources/upload.js';
import { buildTestApp, createUser, describeOnBothDatabases, loginAs } from './helpers.js';
import { multipart, type MultipartFile } from './fixtures/scan-support/multipart.js';
import { buildZip } from './fixtures/scan-support/zip-writer.js';
import { withStatedSize } from './fixtures/scan-support/zip-patch.js';

vi.setConfig({ testTimeout: 120_000 });

async function userWithProject(app: FastifyInstance) {
  const { user } = await createUser(app, { tier: 'FOUNDATION' });
  const session = await loginAs(app, user);
  const p = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: session.headers,
    payload: { name: 'Target' },
  });
  expect(p.statusCode).toBe(201);
  return { user, headers: session.headers, project: p.json() as { id: string } };
}

function postScan(
  app: FastifyInstance,
  headers: Record<string, string>,
  projectId: string,
  files: MultipartFile[],
) {
  const body = multipart({ scanType: 'SAST', projectId }, files);
  return app.inject({
    method: 'POST',
    url: '/api/scans',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

function sourcesLeft(app: FastifyInstance): string[] {
  const dir = path.join(app.config.dataDir, 'sources');
  return existsSync(dir) ? readdirSync(dir) : [];
}

describeOnBothDatabases('zips whose stated sizes lie', (db) => {
  it('answer 400 with a clear message, leave nothing behind, and the server keeps serving', async () => {
    const app = await buildTestApp({ db });
    const { headers, project } = await userWithProject(app);
    const text = 'console.log("thirty-two bytes!");';
    const cases: { what: string; zip: Buffer; message: RegExp }[] = [
      {
        what: 'states 5000, holds 32',
        zip: withStatedSize(buildZip([{ name: 'small.js', data: text.slice(0, 32) }]), 5000),
        message: /entry 'small\.js' holds less data than the 5000 bytes its header states/,
      },
      {
        what: 'states 100, holds 9000',
        zip: withStatedSize(buildZip([{ name: 'big.js', data: 'x'.repeat(9000) }]), 100),
        message: /entry 'big\.js' holds more data than the 100 bytes its header states/,
      },
      {
        what: 'states 1000, holds 30 MiB',
        zip: withStatedSize(
          buildZip([{ name: 'zeros.js', data: Buffer.alloc(30 * 1024 * 1024) }]),
          1000,
        ),
        message: /entry 'zeros\.js' holds more data than the 1000 bytes its header states/,
      },
      {
        what: 'states 0, holds 9000',
        zip: withStatedSize(
          buildZip([
            { name: 'a.js', data: 'a' },
            { name: 'b.js', data: 'y'.repeat(9000) },
          ]),
          0,
        ),
        message: /holds more data than the 0 bytes its header states/,
      },
      {
        what: 'a stored entry stating more than it holds',
        zip: withStatedSize(
          buildZip([{ name: 'stored.js', data: 'let a = 1;', store: true }]),
          4096,
        ),
        message: /Archive 'stored\.zip' could not be unpacked|holds less data/,
      },
    ];
    expect(cases[0].zip.length).toBeLessThan(200);
    expect(cases[2].zip.length).toBeLessThan(64 * 1024);
    for (const c of cases) {
      const name = c.what.startsWith('a stored') ? 'stored.zip' : 'crafted.zip';
      const res = await postScan(app, headers, project.id, [{ name, data: c.zip }]);
      expect(res.statusCode, `${c.what}: ${res.body}`).toBe(400);
      expect(res.json().message, c.what).toMatch(c.message);
      expect(res.body).not.toContain(app.config.dataDir);
      expect(sourcesLeft(app), c.what).toEqual([]);
    }
    // Beside other files (the archive goes to a folder of its own) the answer is the same.
    const mixed = await postScan(app, headers, project.id, [
      { name: 'main.py', data: 'print(1)' },
      { name: 'crafted.zip', data: cases[1].zip },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toMatch(cases[1].message);
    expect(sourcesLeft(app)).toEqual([]);

    const list = await app.inject({ method: 'GET', url: '/api/scans', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(0);
  });
});

describeOnBothDatabases('damaged archives of every kind', (db) => {
  it('answer 400 and never an unhandled stream error (tar, tar.gz, gz, 7z, zip)', async () => {
    const app = await buildTestApp({ db });
    const { headers, project } = await userWithProject(app);
    const gz = gzipSync(Buffer.concat([tarHeader('a.js', 4000), Buffer.alloc(4096, 0x61)]));
    const cases: MultipartFile[] = [
      // A tar.gz cut in the middle of its deflate stream.
      { name: 'cut.tar.gz', data: gz.subarray(0, Math.floor(gz.length / 2)) },
      // A tar whose entry states more bytes than the file holds.
      {
        name: 'short.tar',
        data: Buffer.concat([tarHeader('b.js', 100_000), Buffer.alloc(512, 0x62)]),
      },
      // gzip magic followed by garbage.
      {
        name: 'bad.js.gz',
        data: Buffer.concat([
          Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 3]),
          Buffer.alloc(300, 0xff),
        ]),
      },
      // 7z signature followed by garbage.
      {
        name: 'bad.7z',
        data: Buffer.concat([
          Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]),
          Buffer.alloc(200, 0x11),
        ]),
      },
      // A zip cut after its first local header.
      {
        name: 'cut.zip',
        data: buildZip([{ name: 'c.js', data: 'c'.repeat(5000) }]).subarray(0, 60),
      },
    ];
    for (const file of cases) {
      const res = await postScan(app, headers, project.id, [file]);
      expect(res.statusCode, `${file.name}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(
        new RegExp(
          `^Archive '${file.name.replace(/\./g, '\\.')}' (could not be unpacked|was refused)`,
        ),
      );
      expect(res.body).not.toContain(app.config.dataDir);
      expect(sourcesLeft(app), file.name).toEqual([]);
    }
  });
});

/** A ustar header for one regular file of `size` bytes (the data follows in 512-byte blocks). */
function tarHeader(name: string, size: number): Buffer {
  const h = Buffer.alloc(512);
  h.write(name, 0, 'utf8');
  h.write('0000644\0', 100);
  h.write('0000000\0', 108);
  h.write('0000000\0', 116);
  h.write(size.toString(8).padStart(11, '0') + '\0', 124);
  h.write('00000000000\0', 136);
  h.write('        ', 148);
  h.write('0', 156);
  h.write('ustar\0', 257);
  h.write('00', 263);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148);
  return h;
}

describeOnBothDatabases('entry names', (db) => {
  it('a file and a folder of the same name are refused by name, without the server path; ..hidden.js is accepted', async () => {
    const app = await buildTestApp({ db });
    const { headers, project } = await userWithProject(app);

    for (const entries of [
      [
        { name: 'a', data: 'plain file' },
        { name: 'a/b.js', data: 'let b;' },
      ],
      [
        { name: 'a/b.js', data: 'let b;' },
        { name: 'a', data: 'plain file' },
      ],
      [{ name: 'a/b.js', data: 'let b;' }, { name: 'a/b.js/' }],
    ]) {
      const res = await postScan(app, headers, project.id, [
        { name: 'clash.zip', data: buildZip(entries) },
      ]);
      expect(res.statusCode, res.body).toBe(400);
      const message = res.json().message as string;
      expect(message).toMatch(/^Archive 'clash\.zip' was refused: entries '.+' and '.+' conflict/);
      expect(message).not.toMatch(/EEXIST|ENOTDIR|\/tmp|incoming|unpacked/);
      expect(res.body).not.toContain(app.config.dataDir);
      expect(sourcesLeft(app)).toEqual([]);
    }

    const ok = await postScan(app, headers, project.id, [
      {
        name: 'dots.zip',
        data: buildZip([
          { name: '..hidden.js', data: 'eval(x)' },
          { name: 'src/..config.js', data: 'let c;' },
          { name: 'src/...', data: 'three dots' },
        ]),
      },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    const scanId = ok.json().scanId as string;
    const root = path.join(app.config.dataDir, 'sources', scanId);
    expect(existsSync(path.join(root, '..hidden.js'))).toBe(true);
    expect(existsSync(path.join(root, 'src', '..config.js'))).toBe(true);

    const escape = await postScan(app, headers, project.id, [
      { name: 'up.zip', data: buildZip([{ name: 'x/../../y.js', data: 'y' }]) },
    ]);
    expect(escape.statusCode).toBe(400);
    expect(escape.json().message).toMatch(/points outside the archive folder/);
  });
});

describeOnBothDatabases('leftovers of a process that stopped', (db) => {
  it('are removed at start-up: upload staging, half-unpacked archives, folders of no live scan', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-leftovers-'));
    try {
      const root = path.join(dataDir, 'sources');
      const id = '0b9c1f4e-1111-4222-8333-000000000001';
      // What a crash in the middle of an upload left: the staging folder with the archive and its
      // half-unpacked content, the plain files already stored, and a restore of another scan.
      mkdirSync(path.join(root, `${id}.incoming`, '.unpacked', 'a'), { recursive: true });
      writeFileSync(path.join(root, `${id}.incoming`, 'code.zip'), Buffer.alloc(4096, 1));
      writeFileSync(path.join(root, `${id}.incoming`, '.unpacked', 'a', 'b.js'), 'half');
      mkdirSync(path.join(root, id), { recursive: true });
      writeFileSync(path.join(root, id, 'big.js'), Buffer.alloc(8192, 2));
      mkdirSync(path.join(root, '0b9c1f4e-1111-4222-8333-000000000002.restoring-99'), {
        recursive: true,
      });
      writeFileSync(path.join(root, 'stray-file'), 'x');

      const app = await buildTestApp({ db, config: { dataDir }, services: ['queue'] });
      if (db === 'pglite') {
        // One process on the embedded database: everything of no live scan goes at once.
        expect(readdirSync(root)).toEqual([]);
      } else {
        // Other processes may be receiving uploads: only what was not written to lately goes.
        expect(readdirSync(root).length).toBe(4);
        const { sweepSources } = await import('../src/queue/sweep.js');
        const later = Date.now() + 16 * 60_000;
        expect((await sweepSources(app.database, dataDir, undefined, later)).length).toBe(4);
        expect(readdirSync(root)).toEqual([]);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('the bulk cleanup removes them too, but never an upload still being received', async () => {
    const app = await buildTestApp({ db });
    const { user } = await createUser(app, { role: 'SUPER_ADMIN', tier: 'SUMMIT' });
    const admin = await loginAs(app, user);
    const root = path.join(app.config.dataDir, 'sources');
    const receiving = new UploadSink(path.join(root, '0b9c1f4e-1111-4222-8333-00000000000a'));
    await receiving.add('code.zip', Readable.from([buildZip([{ name: 'a.js', data: 'a' }])]));
    mkdirSync(path.join(root, '0b9c1f4e-1111-4222-8333-00000000000b.incoming', '.unpacked'), {
      recursive: true,
    });
    const cleanup = () =>
      app.inject({ method: 'POST', url: '/api/admin/bulk/cleanup', headers: admin.headers });
    let res = await cleanup();
    expect(res.statusCode, res.body).toBe(200);
    // The staging folder of a stopped upload goes when no other process can be writing it.
    if (db === 'pglite') expect(res.json().summary.orphanedSourceFolders).toBe(1);
    const left = readdirSync(root).sort();
    expect(left).toContain('0b9c1f4e-1111-4222-8333-00000000000a');
    expect(left).toContain('0b9c1f4e-1111-4222-8333-00000000000a.incoming');
    await receiving.discard();
    res = await cleanup();
    expect(res.statusCode).toBe(200);
    if (db === 'pglite') expect(readdirSync(root)).toEqual([]);
  });
});

/**
 * Streams a multipart body of `files` (name and size, filled with JavaScript comments) over a real
 * connection, chunked (no content-length, so only the counting while it streams can stop it).
 * Resolves with the answer and how many bytes were sent before it came.
 */
async function streamUpload(
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: { name: string; size: number }[],
): Promise<{ status: number; body: string; sent: number; total: number }> {
  const boundary = '----vigilstream' + Date.now().toString(16);
  const total = files.reduce((n, f) => n + f.size, 0);
  const chunk = Buffer.alloc(64 * 1024, '/* filler */\n');
  let sent = 0;
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    });
    req.on('response', (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(parts).toString(),
          sent,
          total,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    const write = (b: Buffer | string) =>
      new Promise<void>((r) => {
        if (answered || req.destroyed) return r();
        sent += typeof b === 'string' ? Buffer.byteLength(b) : b.length;
        if (req.write(b)) r();
        else {
          req.once('drain', () => r());
          req.once('close', () => r());
        }
      });
    void (async () => {
      for (const [k, v] of Object.entries(fields))
        await write(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
      for (const f of files) {
        await write(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: text/javascript\r\n\r\n`,
        );
        for (let left = f.size; left > 0 && !answered && !req.destroyed; left -= chunk.length)
          await write(left >= chunk.length ? chunk : chunk.subarray(0, left));
        await write('\r\n');
      }
      await write(`--${boundary}--\r\n`);
      if (!answered && !req.destroyed) req.end();
    })();
  });
}

describeOnBothDatabases('the bytes of one upload request', (db) => {
  it('count every file, archive or not, toward one total: past it 413 and nothing on disk', async () => {
    const app = await buildTestApp({ db, config: { uploadMaxBytes: 1024 * 1024 } });
    const { headers, project } = await userWithProject(app);
    const kib = (n: number, c: string) => Buffer.alloc(n * 1024, c);
    // Each file alone is well under the limit; together (the archive counted packed) they are over it.
    const files: MultipartFile[] = [
      { name: 'a.js', data: kib(300, 'a') },
      { name: 'b.zip', data: buildZip([{ name: 'b.js', data: kib(400, 'b'), store: true }]) },
      { name: 'notes.bin', data: kib(400, 'c') },
    ];
    const res = await postScan(app, headers, project.id, files);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ error: 'UPLOAD_TOO_LARGE' });
    expect(res.json().message).toMatch(/larger than 1 MiB in total/);
    expect(res.headers.connection).toBe('close');
    expect(sourcesLeft(app)).toEqual([]);

    // Under the limit, the same kind of request is accepted.
    const ok = await postScan(app, headers, project.id, files.slice(0, 2));
    expect(ok.statusCode, ok.body).toBe(201);

    // A request that says up front it is far larger is refused before a byte of it is read.
    const huge = multipart({ scanType: 'SAST', projectId: project.id }, [
      { name: 'x.js', data: kib(2100, 'x') },
    ]);
    const early = await app.inject({
      method: 'POST',
      url: '/api/scans',
      headers: { ...headers, ...huge.headers },
      payload: huge.payload,
    });
    expect(early.statusCode).toBe(413);
    expect(readdirSync(path.join(app.config.dataDir, 'sources'))).toEqual([ok.json().scanId]);
  });

  it('stop being read as soon as the total is past the limit (a real connection, a chunked body)', async () => {
    const app = await buildTestApp({ db, config: { uploadMaxBytes: 2 * 1024 * 1024 } });
    const { headers, project } = await userWithProject(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/scans`;
    const r = await streamUpload(url, headers, { scanType: 'SAST', projectId: project.id }, [
      { name: 'one.js', size: 1536 * 1024 },
      { name: 'two.zip', size: 40 * 1024 * 1024 },
      { name: 'three.js', size: 40 * 1024 * 1024 },
    ]);
    expect(r.status, r.body).toBe(413);
    expect(JSON.parse(r.body).message).toMatch(/larger than 2 MiB in total/);
    // Answered long before the 80 MiB were sent; nothing of it is left.
    expect(r.sent).toBeLessThan(r.total / 4);
    expect(sourcesLeft(app)).toEqual([]);
  });
});

describeOnBothDatabases('the disk reserve', (db) => {
  it('refuses an upload that would leave less free space than the reserve, before and while it streams', async () => {
    const probe = new DiskSpace(tmpdir(), 1);
    const app = await buildTestApp({
      db,
      config: { diskReserveBytes: (await probe.free()) + 1024 ** 3 },
    });
    const { headers, project } = await userWithProject(app);
    const res = await postScan(app, headers, project.id, [{ name: 'a.js', data: 'let a = 1;' }]);
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json()).toMatchObject({ error: 'INSUFFICIENT_STORAGE' });
    expect(res.json().message).toMatch(/short of disk space/);
    expect(res.body).not.toContain(app.config.dataDir);
    expect(sourcesLeft(app)).toEqual([]);

    // A reserve 48 MiB under the free space: a chunked 96 MiB upload is stopped on its way.
    const app2 = await buildTestApp({
      db,
      config: { diskReserveBytes: (await probe.free()) - 48 * 1024 * 1024 },
    });
    const second = await userWithProject(app2);
    await app2.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app2.server.address() as AddressInfo).port}/api/scans`;
    const r = await streamUpload(
      url,
      second.headers,
      { scanType: 'SAST', projectId: second.project.id },
      [
        { name: 'one.js', size: 48 * 1024 * 1024 },
        { name: 'two.js', size: 48 * 1024 * 1024 },
      ],
    );
    expect(r.status, r.body).toBe(507);
    expect(r.sent).toBeLessThan(r.total);
    expect(sourcesLeft(app2)).toEqual([]);
  });
});
