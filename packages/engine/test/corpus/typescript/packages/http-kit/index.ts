/**
 * http-kit: middleware factories and a tiny server for Node's http module. The request
 * parameters are named freely; their types say what they are.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exec, execFile } from 'node:child_process';

export interface ThumbOptions {
  size: number;
}

/** Vulnerable: the requested image name reaches a shell. */
export function thumbnails(opts: ThumbOptions) {
  return (incoming: IncomingMessage, out: ServerResponse, next: () => void) => {
    const name = new URL(incoming.url ?? '/', 'http://localhost').searchParams.get('img') ?? '';
    // vigil: js.command-injection
    exec(`convert -resize ${opts.size}x${opts.size} ${name} thumb.png`, () => out.end());
    next();
  };
}

/** Patched: the name is an argument of its own, no shell. */
export function thumbnailsSafe(opts: ThumbOptions) {
  return (incoming: IncomingMessage, out: ServerResponse, next: () => void) => {
    const name = new URL(incoming.url ?? '/', 'http://localhost').searchParams.get('img') ?? '';
    // vigil-ok: js.command-injection
    execFile('convert', ['-resize', `${Number(opts.size)}x${Number(opts.size)}`, '--', name, 'thumb.png'], () => out.end());
    next();
  };
}

/** A server whose request listener names its parameters `inbound`/`outbound` (vulnerable). */
export function startLookup(port: number) {
  return createServer((inbound, outbound) => {
    // vigil: js.command-injection
    exec('nslookup ' + inbound.headers['x-lookup'], (_e, stdout) => outbound.end(stdout));
  }).listen(port);
}

/** Patched: the header is checked against a host-name pattern first. */
export function startLookupSafe(port: number) {
  return createServer((inbound, outbound) => {
    const host = String(inbound.headers['x-lookup'] ?? '');
    if (!/^[a-z0-9.-]+$/i.test(host)) return outbound.end();
    // vigil-ok: js.command-injection
    exec('nslookup ' + host, (_e, stdout) => outbound.end(stdout));
  }).listen(port);
}
