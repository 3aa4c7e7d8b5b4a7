/**
 * Native parse trees are freed only when V8 collects their JavaScript handles, and V8 does not see
 * their size: on many small files a thread can hold hundreds of megabytes of dead trees between
 * collections. The analysis threads therefore ask for a collection after every few megabytes of
 * parsed source.
 */
import * as v8 from 'node:v8';
import * as vm from 'node:vm';

let gcFn: (() => void) | null | undefined;

function getGc(): (() => void) | null {
  if (gcFn !== undefined) return gcFn;
  try {
    const g = (globalThis as { gc?: () => void }).gc;
    if (typeof g === 'function') gcFn = g;
    else {
      v8.setFlagsFromString('--expose-gc');
      gcFn = vm.runInNewContext('gc') as () => void;
    }
  } catch {
    gcFn = null;
  }
  return gcFn;
}

const EVERY_BYTES = 1024 * 1024;
let since = 0;

/** Counts parsed bytes; collects garbage once enough source has gone through the parser. */
export function noteParsed(bytes: number): void {
  since += bytes;
  if (since < EVERY_BYTES) return;
  since = 0;
  getGc()?.();
}
