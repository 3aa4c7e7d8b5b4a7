import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import { execFile, exec } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Context {
  userId: string;
}
const t = initTRPC.context<Context>().create();
const ARCHIVE = '/var/app/archive';

export const reportsRouter = t.router({
  archive: t.procedure.input(z.object({ name: z.string() })).mutation(({ input }) => {
    // vigil: js.command-injection
    exec('tar czf /tmp/out.tgz ' + input.name);
    // vigil-ok: js.command-injection
    execFile('tar', ['czf', '/tmp/out.tgz', input.name]);
  }),
  read: t.procedure.input(z.string()).query((opts) => {
    // vigil: js.path-traversal
    const text = readFileSync(path.join(ARCHIVE, opts.input), 'utf8');
    // vigil-ok: js.path-traversal
    const safe = readFileSync(path.join(ARCHIVE, path.basename(opts.input)), 'utf8');
    return text + safe;
  }),
  mine: t.procedure.query(({ ctx }) => {
    // the context is built by the server (the session's user), not sent by the client
    // vigil-ok: js.path-traversal
    return readFileSync(path.join(ARCHIVE, ctx.userId), 'utf8');
  }),
  evaluate: t.procedure.input(z.object({ expr: z.string() })).mutation(({ input: data }) => {
    // vigil: js.code-injection
    return eval(data.expr);
  }),
});
