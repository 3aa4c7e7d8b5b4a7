/**
 * The error answers of the OpenAPI document come from the error catalogue (src/error-codes.ts): the
 * codes a route documents for a status are the catalogue's codes of that status, and the document
 * names exactly the catalogue's codes. That a route documents every status it actually answers is
 * checked by the route fuzzing (fuzz-routes.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  codesWithStatus,
  ERROR_CATALOGUE,
  ERROR_CODES,
  type ErrorCode,
} from '../src/error-codes.js';
import { useTestApp } from './helpers.js';

interface ErrorDoc {
  properties?: { error?: { enum?: string[] } };
}
interface Doc {
  components: {
    schemas: Record<
      string,
      {
        enum?: string[];
        'x-status'?: Record<string, unknown>;
        'x-message'?: Record<string, string>;
      }
    >;
  };
  paths: Record<
    string,
    Record<
      string,
      {
        responses?: Record<
          string,
          { description?: string; content?: Record<string, { schema?: ErrorDoc }> }
        >;
      }
    >
  >;
}

describe('OpenAPI error responses', () => {
  const getApp = useTestApp();

  function errorResponses(doc: Doc) {
    const out: {
      route: string;
      status: number;
      codes: string[] | undefined;
      description?: string;
    }[] = [];
    for (const [p, methods] of Object.entries(doc.paths))
      for (const [m, op] of Object.entries(methods))
        for (const [status, res] of Object.entries(op.responses ?? {}))
          if (Number(status) >= 400)
            out.push({
              route: `${m.toUpperCase()} ${p}`,
              status: Number(status),
              codes: res.content?.['application/json']?.schema?.properties?.error?.enum,
              description: res.description,
            });
    return out;
  }

  it('documents, for each error status of each route, the catalogue codes of that status', async () => {
    const doc = (getApp() as unknown as { swagger(): Doc }).swagger();
    const responses = errorResponses(doc);
    expect(responses.length).toBeGreaterThan(100);
    for (const r of responses) {
      expect(r.codes, `${r.route} ${r.status}`).toEqual(codesWithStatus(r.status));
      for (const code of r.codes ?? []) {
        const e = ERROR_CATALOGUE[code as ErrorCode] as {
          status: number;
          alsoStatus?: number[];
          message: string;
        };
        expect([e.status, ...(e.alsoStatus ?? [])], `${r.route} ${code}`).toContain(r.status);
        // Each code is described with the catalogue's meaning.
        expect(r.description, `${r.route} ${code}`).toContain(`\`${code}\`: ${e.message}`);
      }
    }
    // Every route documents the 400 and 500 any route may answer; authenticated lists their 401.
    const routes = new Set(responses.map((r) => r.route));
    for (const route of routes)
      for (const status of [400, 500])
        expect(
          responses.some((r) => r.route === route && r.status === status),
          route,
        ).toBe(true);
    expect(responses).toContainEqual({
      route: 'GET /api/scans',
      status: 401,
      codes: expect.arrayContaining(['UNAUTHORIZED', 'INVALID_TOKEN']),
      description: expect.stringContaining('`INVALID_TOKEN`: The token is invalid or expired'),
    });
  });

  it("answers the router's refusals of a URL with catalogue codes", async () => {
    const answers = [];
    for (const url of [
      `/api/scans/${'x'.repeat(5000)}/findings`,
      '/api/scans/%ED%A0%80',
      '/api/admin/users/%zz/reset-mfa',
    ]) {
      const res = await getApp().inject({ method: 'GET', url });
      answers.push([res.statusCode, res.json().error, res.body.length < 300]);
    }
    expect(answers).toEqual([
      [400, 'VALIDATION_ERROR', true],
      [400, 'BAD_REQUEST', true],
      [400, 'BAD_REQUEST', true],
    ]);
  });

  it('names exactly the catalogue codes, with their statuses', async () => {
    const doc = (getApp() as unknown as { swagger(): Doc }).swagger();
    const component = doc.components.schemas.ErrorCode;
    expect(component.enum).toEqual(ERROR_CODES);
    expect(component['x-status']).toMatchObject({
      SCAN_NOT_FOUND: 404,
      INVALID_TOKEN: [401, 400],
      INTERNAL_ERROR: 500,
    });
    expect(Object.keys(component['x-message'] ?? {})).toEqual(ERROR_CODES);
    const named = new Set<string>(component.enum);
    for (const r of errorResponses(doc)) for (const c of r.codes ?? []) named.add(c);
    expect([...named].sort()).toEqual([...ERROR_CODES].sort());
  });
});
