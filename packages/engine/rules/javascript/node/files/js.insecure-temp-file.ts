import * as fs from 'fs';
import { promises as fsp } from 'fs';
import * as os from 'os';
import * as path from 'path';

export async function spool(data: string): Promise<string> {
  // vigil: js.insecure-temp-file
  fs.writeFileSync('/tmp/spool.json', data);
  // vigil: js.insecure-temp-file
  await fsp.appendFile(`/tmp/spool.log`, data);
  // vigil: js.insecure-temp-file
  const out = fs.createWriteStream('/var/tmp/export.csv');
  out.end(data);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spool-'));
  // vigil-ok: js.insecure-temp-file
  fs.writeFileSync(path.join(dir, 'spool.json'), data);
  // vigil-ok: js.insecure-temp-file
  const previous = fs.readFileSync('/tmp/spool.json', 'utf8');
  // vigil-ok: js.insecure-temp-file
  fs.writeFileSync(`${dir}/spool.json`, data);
  // vigil-ok: js.insecure-temp-file
  fs.writeFileSync('/var/lib/spool/spool.json', data);
  return previous;
}
