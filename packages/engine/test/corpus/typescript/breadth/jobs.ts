import { exec, execSync, spawn } from 'child_process';
import * as crypto from 'crypto';
import jwt from 'jsonwebtoken';
import { Pool } from 'pg';

const pool = new Pool();

export class ReportJob {
  run(format: string, outDir: string) {
    // vigil: js.command-nonliteral
    exec('pandoc report.md -t ' + format + ' -o ' + outDir + '/report');
    // vigil-ok: js.command-nonliteral
    spawn('pandoc', ['report.md', '-t', format, '-o', `${outDir}/report`]);
  }

  sizeOf(dir: string): string {
    // vigil: js.command-nonliteral
    return execSync(`du -sh ${dir}`).toString();
  }

  async byOwner(owner: string) {
    // vigil: js.sql-nonliteral
    return pool.query(`SELECT * FROM reports WHERE owner = '${owner}'`);
  }

  async byOwnerSafe(owner: string) {
    // vigil-ok: js.sql-nonliteral
    return pool.query('SELECT * FROM reports WHERE owner = $1', [owner]);
  }

  compile(expr: string) {
    // vigil: js.eval-nonliteral
    return new Function('ctx', 'return ' + expr);
  }

  session(token: string, secret: string) {
    // vigil: js.jwt-no-expiry
    return jwt.verify(token, secret, { ignoreExpiration: true });
  }

  lock(key: Buffer, data: string) {
    // vigil: js.static-iv
    const c = crypto.createCipheriv('aes-128-cbc', key, Buffer.alloc(16));
    // vigil-ok: js.static-iv
    const d = crypto.createCipheriv('aes-128-gcm', key, crypto.randomBytes(12));
    return [c.update(data), d.update(data)];
  }

  frame(len: number) {
    // vigil-ok: js.unsafe-buffer
    return Buffer.allocUnsafe(0).length + len;
  }
}

export function listen(onCommand: (c: string) => void) {
  // vigil: js.message-origin-unchecked
  window.addEventListener('message', function (msg) {
    onCommand(msg.data.command);
  });
}

export function eval2(src: string) {
  // vigil-todo: js.eval-nonliteral
  return eval(src);
}

export function show(el: HTMLElement, html: string) {
  // vigil-todo: js.xss
  el.innerHTML = html;
}
