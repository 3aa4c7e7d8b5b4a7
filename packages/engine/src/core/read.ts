import * as fs from 'node:fs';
import type { SkipReason } from '../discover.js';
import { MAX_FILE_SIZE } from '../discover.js';

/** Reads a file for analysis: skips too-large, binary (a NUL byte in the first 8 KB) and unreadable files. */
export function readSource(
  abs: string,
  maxSize = MAX_FILE_SIZE,
): { source: string } | { skip: SkipReason } {
  let buf: Buffer;
  try {
    buf = fs.readFileSync(abs);
  } catch {
    return { skip: 'unreadable' };
  }
  if (buf.length > maxSize) return { skip: 'too-large' };
  const head = buf.subarray(0, 8192);
  if (head.includes(0)) return { skip: 'binary' };
  let source = buf.toString('utf8');
  if (source.charCodeAt(0) === 0xfeff) source = source.slice(1);
  return { source };
}
