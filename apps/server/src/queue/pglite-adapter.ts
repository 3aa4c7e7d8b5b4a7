/**
 * pg-boss on PGlite. pg-boss accepts a `db` object with `executeSql(text, values)`; PGlite is one
 * in-process connection, so parameterless SQL (which pg-boss sends as multi-statement scripts for its
 * schema and locked sections, `BEGIN; ...; COMMIT;`) goes through `exec`, everything else through
 * `query`. PGlite serialises calls, so a script runs without interleaving. A failed script inside
 * its own transaction is rolled back so the shared connection is not left in an aborted state.
 */
import type { PGlite } from '@electric-sql/pglite';

export interface PgBossDb {
  executeSql(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: unknown[]; rowCount?: number | null }>;
}

export function pgliteBossDb(client: PGlite): PgBossDb {
  return {
    async executeSql(text: string, values?: unknown[]) {
      // A worker loop finishing its last job while the process shuts down meets a closed database:
      // nothing can be written, and the job stays active in the queue and is retried after its
      // expiry, as for a process that stopped. Answering empty keeps pg-boss's loop from throwing
      // an unhandled rejection. stop() first waits (bounded) for such writes, so this is the rare
      // case of a write that outlives the wait.
      if (client.closed) return { rows: [], rowCount: 0 };
      try {
        return await run(text, values);
      } catch (err) {
        if (client.closed) return { rows: [], rowCount: 0 };
        throw err;
      }
    },
  };

  async function run(text: string, values?: unknown[]) {
    if (!values || values.length === 0) {
      try {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
      } catch (err) {
        if (/^\s*BEGIN\b/i.test(text)) await client.exec('ROLLBACK').catch(() => {});
        throw err;
      }
    }
    const r = await client.query(text, values);
    return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
  }
}
