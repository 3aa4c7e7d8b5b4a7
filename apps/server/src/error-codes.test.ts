import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES, isErrorCode, type ErrorCode } from './error-codes.js';
import { AppError, errorReply, errors, installErrorHandler, toErrorResponse } from './errors.js';
import { SOURCE_ERROR_CODES, SourceError } from './sources/errors.js';

describe('error catalogue', () => {
  it('lists each code once, in UPPER_SNAKE_CASE', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(40);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(isErrorCode('SCAN_NOT_FOUND')).toBe(true);
    expect(isErrorCode('scan_not_found')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('gives every code an error status; 5xx are reported, 4xx are not', () => {
    for (const code of ERROR_CODES) {
      const { status, report } = ERROR_CATALOGUE[code];
      expect(Number.isInteger(status), code).toBe(true);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(report, code).toBe(status >= 500);
    }
  });

  it('says what every code means, in one sentence of its own', () => {
    const messages = ERROR_CODES.map((code) => ERROR_CATALOGUE[code].message);
    for (const [i, m] of messages.entries()) expect(m, ERROR_CODES[i]).toMatch(/^[A-Z].{8,}\.$/);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('allows another status only where the catalogue says so, each different from the default', () => {
    const withAlternatives = ERROR_CODES.filter((c) => 'alsoStatus' in ERROR_CATALOGUE[c]);
    expect(withAlternatives.sort()).toEqual(['INVALID_MFA_CODE', 'INVALID_TOKEN']);
    for (const code of withAlternatives) {
      const entry = ERROR_CATALOGUE[code] as { status: number; alsoStatus: readonly number[] };
      for (const s of entry.alsoStatus) {
        expect(s).not.toBe(entry.status);
        expect(s).toBeGreaterThanOrEqual(400);
        expect(s).toBeLessThan(500);
      }
    }
  });

  it('holds every code of the sources area', () => {
    expect(new Set(SOURCE_ERROR_CODES).size).toBe(SOURCE_ERROR_CODES.length);
    for (const code of SOURCE_ERROR_CODES) expect(isErrorCode(code), code).toBe(true);
    expect(new SourceError('UPLOAD_TOO_LARGE', 'too large').status).toBe(413);
    expect(new SourceError('INSUFFICIENT_STORAGE', 'full').status).toBe(507);
    expect(new SourceError('SOURCES_INCOMPLETE', 'missing').status).toBe(409);
  });

  it('types codes: a free string does not compile, nor a status the catalogue does not allow', () => {
    // @ts-expect-error: not a code of the catalogue
    const free = new AppError('NOT_A_CATALOGUE_CODE', 'x');
    // @ts-expect-error: SCAN_NOT_FOUND has no other status than 404
    const wrongStatus = new AppError('SCAN_NOT_FOUND', 'x', { status: 400 });
    // @ts-expect-error: notFound takes only codes whose status is 404
    const wrongFactory = errors.notFound('x', 'EMAIL_TAKEN');
    expect([free, wrongStatus, wrongFactory].every((e) => e instanceof AppError)).toBe(true);
    expect(free.status).toBe(500);
    expect(toErrorResponse(free)).toMatchObject({ status: 500, report: true });
    expect(new AppError('INVALID_TOKEN', 'link', { status: 400 }).status).toBe(400);
    expect(new AppError('INVALID_MFA_CODE', 'login', { status: 401 }).status).toBe(401);
  });
});

describe('error handler answers with the catalogue status', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    installErrorHandler(app);
    app.get<{ Params: { code: string } }>('/throw/:code', async (request) => {
      const code = request.params.code;
      if (!isErrorCode(code)) throw new Error('unexpected');
      throw new AppError(code, `message of ${code}`);
    });
    app.get('/override', async () => {
      throw new AppError('INVALID_TOKEN', 'This link is invalid.', { status: 400 });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('for every code, over HTTP', async () => {
    for (const code of ERROR_CODES) {
      const res = await app.inject({ method: 'GET', url: `/throw/${code}` });
      expect(res.statusCode, code).toBe(ERROR_CATALOGUE[code].status);
      expect(res.json(), code).toEqual({ error: code, message: `message of ${code}` });
      expect(toErrorResponse(new AppError(code, 'm')).report, code).toBe(
        ERROR_CATALOGUE[code].report,
      );
    }
  });

  it('with the status a throw site states where the catalogue allows it', async () => {
    const res = await app.inject({ method: 'GET', url: '/override' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'INVALID_TOKEN', message: 'This link is invalid.' });
  });

  it('for unknown errors and framework errors, with catalogue codes', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/throw/NOT_A_CODE' });
    expect(unknown.statusCode).toBe(500);
    expect(unknown.json().error).toBe('INTERNAL_ERROR');
    const responses: [number, ErrorCode][] = [
      [413, 'PAYLOAD_TOO_LARGE'],
      [415, 'UNSUPPORTED_MEDIA_TYPE'],
      [429, 'RATE_LIMITED'],
      [400, 'BAD_REQUEST'],
    ];
    for (const [statusCode, code] of responses) {
      const r = toErrorResponse(Object.assign(new Error('framework says no'), { statusCode }));
      expect(r.status).toBe(statusCode);
      expect(r.body.error).toBe(code);
      expect(ERROR_CATALOGUE[r.body.error].status).toBe(statusCode);
    }
    expect(errorReply('DATABASE_UNAVAILABLE', 'down')).toEqual({
      status: 503,
      body: { error: 'DATABASE_UNAVAILABLE', message: 'down' },
    });
  });
});
