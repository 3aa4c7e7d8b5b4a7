/**
 * Scans through the API for browser tests: a signed-in page for a new user, upload scans started
 * with real files and awaited until completed.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { apiCall, registerUser, signInPage, type TokenAnswer } from './api';
import { e2eEnv } from './env';

/** A new user (through the API) whose tokens the page holds, so it opens signed in. */
export async function signedInUser(page: Page): Promise<TokenAnswer> {
  const { answer } = await registerUser();
  await signInPage(page, answer);
  return answer;
}

/** An uploaded file: its name and content. */
export interface UploadFile {
  name: string;
  body: BlobPart;
}

/** The files at these paths, under their base names. */
export function filesAt(paths: string[]): UploadFile[] {
  return paths.map((p) => ({ name: path.basename(p), body: readFileSync(p) }));
}

/** Starts an upload scan of `files` into the project (POST /api/scans, multipart); its id. */
export async function startUploadScan(
  token: string,
  project: { id: string; name: string },
  files: UploadFile[],
): Promise<string> {
  const form = new FormData();
  form.append('scanType', 'SAST');
  form.append('projectId', project.id);
  form.append('projectName', project.name);
  for (const f of files) form.append('files', new Blob([f.body]), f.name);
  const res = await fetch(`${e2eEnv().baseURL}/api/scans`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { scanId: string }).scanId;
}

/** Waits until each scan has completed. */
export async function waitCompleted(
  token: string,
  scanIds: string[],
  opts: { timeout?: number; intervals?: number[] } = {},
): Promise<void> {
  for (const id of scanIds) {
    await expect
      .poll(
        async () =>
          (await apiCall<{ status: string }>('GET', `/scans/${id}`, undefined, token)).status,
        { timeout: opts.timeout ?? 90_000, intervals: opts.intervals },
      )
      .toBe('completed');
  }
}

/** An upload scan of `files` into the project, awaited until completed; its id. */
export async function completedUploadScan(
  token: string,
  project: { id: string; name: string },
  files: UploadFile[],
): Promise<string> {
  const scanId = await startUploadScan(token, project, files);
  await waitCompleted(token, [scanId]);
  return scanId;
}
