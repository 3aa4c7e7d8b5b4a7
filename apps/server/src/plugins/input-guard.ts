/**
 * Checks every request's input before any route sees it, so a route cannot forget them:
 *
 * - No NUL character anywhere in the query string, path parameters or body (values and keys).
 *   PostgreSQL cannot store U+0000 in text or jsonb, and refuses it even in a query parameter, so
 *   such input would otherwise fail deep in a query with a 500. Multipart fields are read by their
 *   routes and checked there with `assertNoNul`.
 * - JSON bodies nested deeper than MAX_JSON_DEPTH are refused before they are parsed: nothing the
 *   API accepts is nested more than a few levels, and walking thousands of levels (parsing,
 *   validation, logging) costs time and stack for nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../errors.js';

/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'must not contain NUL characters';

/** The path (`body.description`, `query.search`) of the first string or key holding U+0000, or null. */
export function findNul(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? where : null;
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH + 2) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], `${where}.${i}`, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${where} (a field name)`;
    const hit = findNul(v, `${where}.${key}`, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/** Throws a 400 VALIDATION_ERROR naming the field when `value` holds a NUL character. */
export function assertNoNul(value: unknown, where: string): void {
  const hit = findNul(value, where);
  if (hit) throw errors.validation(`${hit}: ${NUL_MESSAGE}`);
}

/**
 * True when the JSON text nests arrays/objects deeper than `max`. A linear scan that skips strings;
 * it does not validate the JSON (the parser does that afterwards).
 */
export function jsonNestingExceeds(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

export const NESTING_MESSAGE = `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/** Installs the NUL check on every route (before validation, so before any transform). */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    assertNoNul(request.params, 'params');
    assertNoNul(request.query, 'query');
    assertNoNul(request.body, 'body');
  });
}
