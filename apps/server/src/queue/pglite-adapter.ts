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
    },
  };
}
