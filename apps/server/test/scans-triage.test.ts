import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createUser, loginAs } from './helpers.js';
import { multipart } from './fixtures/scan-support/multipart.js';
import { waitForScan } from './fixtures/scan-support/wait.js';

vi.setConfig({ testTimeout: 120_000 });

const APP_DIR = path.resolve(import.meta.dirname, 'fixtures/scan-app');

/** An OpenAI-compatible chat completions endpoint on 127.0.0.1 whose answer each test chooses. */
let answer: (body: { model: string; messages: { role: string; content: string }[] }) => {
  status: number;
  body: unknown;
};
const requests: { model: string; messages: { role: string; content: string }[] }[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.statusCode = 404;
        res.end();
        return;
      }
      const body = JSON.parse(raw);
      requests.push(body);
      const a = answer(body);
      res.statusCode = a.status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function scanWithLlm() {
  const app = await buildTestApp({
    services: ['realtime', 'queue'],
    config: { llm: { baseUrl, model: 'review-model' } },
  });
  const { user } = await createUser(app);
  const { headers } = await loginAs(app, user);
  const project = (
    await app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name: 'AI' } })
  ).json();
  const body = multipart({ projectId: project.id }, [
    { name: 'server.js', data: readFileSync(path.join(APP_DIR, 'server.js')) },
    { name: 'hashing.py', data: readFileSync(path.join(APP_DIR, 'hashing.py')) },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/scans',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  try {
    return await waitForScan(app, headers, res.json().scanId);
  } finally {
    // stopping the workers waits for pg-boss to record the finished job before the database closes
    await app.close();
  }
}

describe('AI triage (LLM_BASE_URL and LLM_MODEL set)', () => {
  it('applies verdicts and fixes from the LLM and notes the review', async () => {
    answer = (body) => {
      const findings = JSON.parse(body.messages[1].content).findings as {
        index: number;
        rule: string;
      }[];
      const verdicts = findings.map((f) =>
        f.rule === 'py.weak-hash'
          ? { index: f.index, verdict: 'false_positive', confidence: 0.95 }
          : {
              index: f.index,
              verdict: 'true_positive',
              confidence: 0.9,
              fix: 'Use execFile with a fixed command and validate the argument.',
            },
      );
      return {
        status: 200,
        body: {
          choices: [
            {
              message: {
                role: 'assistant',
                content: `Here you go:\n${JSON.stringify({ verdicts })}`,
              },
            },
          ],
        },
      };
    };
    const detail = await scanWithLlm();
    expect(detail.status).toBe('completed');
    expect(requests.at(-1)?.model).toBe('review-model');
    expect(detail.triageNote).toBe(
      'AI triage (review-model): reviewed 2 of 2 findings: 1 likely real, 1 likely false alarms, 0 uncertain.',
    );
    const vulns = (
      detail.results as {
        vulnerabilities: { ruleId: string; confidence: string; recommendation: string }[];
      }
    ).vulnerabilities;
    const cmd = vulns.find((v) => v.ruleId === 'js.command-injection')!;
    expect(cmd.recommendation).toMatch(/\n\nAI suggestion: Use execFile with a fixed command/);
    expect(vulns.find((v) => v.ruleId === 'py.weak-hash')!.confidence).toBe('low');
  });

  it('completes on the engine alone when the LLM fails, and says so', async () => {
    answer = () => ({ status: 500, body: { error: 'model not loaded' } });
    const detail = await scanWithLlm();
    expect(detail.status).toBe('completed');
    expect(detail.triageNote).toBe(
      'AI triage skipped: the LLM service was not available (the LLM service answered HTTP 500). Findings are from the engine alone.',
    );
    const vulns = (detail.results as { vulnerabilities: { recommendation: string }[] })
      .vulnerabilities;
    expect(vulns.length).toBeGreaterThan(0);
    expect(vulns.every((v) => !v.recommendation.includes('AI suggestion'))).toBe(true);
  });
});
