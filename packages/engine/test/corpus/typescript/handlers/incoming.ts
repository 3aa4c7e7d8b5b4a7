// Handlers whose request object is recognised by its type, whatever its name.
import type { IncomingMessage, ServerResponse } from 'http';
import type { FastifyRequest, FastifyReply } from 'fastify';
import { exec, execFile } from 'child_process';

export function preview(incoming: IncomingMessage, out: ServerResponse) {
  const target = new URL(incoming.url ?? '/', 'http://localhost').searchParams.get('doc') ?? '';
  // vigil: js.command-injection
  exec('pandoc ' + target, () => out.end());
}

export function previewSafe(incoming: IncomingMessage, out: ServerResponse) {
  const target = new URL(incoming.url ?? '/', 'http://localhost').searchParams.get('doc') ?? '';
  // vigil-ok: js.command-injection
  execFile('pandoc', [target], () => out.end());
}

export async function convert(r: FastifyRequest<{ Body: { file: string } }>, reply: FastifyReply) {
  // vigil: js.command-injection
  exec(`convert ${r.body.file} out.png`);
  return reply.send({ ok: true });
}

export function status(code: number, out: ServerResponse) {
  // vigil-ok: js.command-injection
  exec('logger status ' + code);
  out.end();
}
