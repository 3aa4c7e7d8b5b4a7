/** Bulk cancel-scans against the real queue and engine: a running scan is aborted, a pending one never runs. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { scans } from '../../db/schema/index.js';
import {
  buildTestApp,
  createUser,
  describeOnBothDatabases,
  loginAs,
} from '../../../test/helpers.js';
import { multipart } from '../../../test/fixtures/scan-support/multipart.js';
import { waitFor } from '../../../test/fixtures/scan-support/wait.js';
import { busyScanZip } from '../../../test/fixtures/scan-support/zip-writer.js';

// The real engine on a shared machine: generous limits.
vi.setConfig({ testTimeout: 180_000 });

describeOnBothDatabases('admin bulk cancel-scans with the queue', (db) => {
  it('aborts a running scan: status cancelled, the worker stops and removes its sources, no results', async () => {
    const app = await buildTestApp({ db, services: ['realtime', 'queue'] });
    const { user } = await createUser(app, { tier: 'FOUNDATION' });
    const owner = await loginAs(app, user);
    const { user: sa } = await createUser(app, { role: 'SUPER_ADMIN', tier: 'SUMMIT' });
    const admin = await loginAs(app, sa);
    const project = (
      await app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: owner.headers,
        payload: { name: 'Big' },
      })
    ).json();
    const zip = busyScanZip();
    const form = multipart({ scanType: 'SAST', projectId: project.id }, [
      { name: 'big.zip', data: zip },
    ]);
    const started = await app.inject({
      method: 'POST',
      url: '/api/scans',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(started.statusCode).toBe(201);
    const scanId = started.json().scanId as string;
    const row = async () => (await app.db.select().from(scans).where(eq(scans.id, scanId)))[0];
    await waitFor(
      async () => (await row()).progressPhase === 'analyze',
      120_000,
      'analysis to start',
    );

    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/bulk/cancel-scans',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      summary: { runningCancelled: 1, pendingCancelled: 0 },
      totalCleaned: 1,
    });
    expect((await row()).status).toBe('cancelled');
    // The worker notices at its heartbeat, stops the engine and removes the sources.
    await waitFor(
      async () => !existsSync(path.join(app.config.dataDir, 'sources', scanId)),
      15_000,
      'the worker to stop',
    );
    await new Promise((r) => setTimeout(r, 1500));
    const after = await row();
    expect(after.status).toBe('cancelled');
    expect(after.summary).toBeNull();
  });
});
