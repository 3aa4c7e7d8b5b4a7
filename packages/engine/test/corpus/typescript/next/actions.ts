'use server';

import { exec, execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const UPLOADS = '/var/app/uploads';

export async function renameUpload(formData: FormData) {
  const from = String(formData.get('from'));
  const to = String(formData.get('to'));
  // vigil: js.command-injection
  exec(`mv ${UPLOADS}/${from} ${UPLOADS}/${to}`);
  // vigil-ok: js.command-injection
  execFile('mv', [path.join(UPLOADS, path.basename(from)), path.join(UPLOADS, path.basename(to))]);
}

export async function saveNote(title: string, body: string) {
  // vigil: js.path-traversal
  await writeFile(path.join(UPLOADS, title + '.txt'), body);
  // vigil-ok: js.path-traversal
  await writeFile(path.join(UPLOADS, path.basename(title) + '.txt'), body);
}

async function archive(name: string) {
  // vigil-ok: js.command-injection
  // vigil: js.command-nonliteral
  exec(`tar czf /tmp/archive.tgz ${name}`);
}

export async function archiveAll() {
  await archive('uploads');
}
