/**
 * The mails a server writes under DATA_DIR/mail/ when no SMTP_URL is set: per mail a .eml file and
 * a .json summary ({ to, subject, link, text, createdAt }). Tests find a recipient's latest mail and
 * the links in it (verification, password reset). `dataDir` defaults to the shared server's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eEnv } from './env';

export interface StoredMail {
  file: string;
  to: string;
  subject: string;
  /** The mail's main link (verification, reset), when it has one. */
  link: string | null;
  text: string;
  createdAt: string;
}

export function mailDir(dataDir: string = e2eEnv().dataDir): string {
  return path.join(dataDir, 'mail');
}

/** Every stored mail, oldest first. */
export function listMails(dataDir?: string): StoredMail[] {
  const dir = mailDir(dataDir);
  if (!existsSync(dir)) return [];
  const mails: StoredMail[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const file = path.join(dir, name);
    try {
      const m = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredMail>;
      mails.push({
        file,
        to: m.to ?? '',
        subject: m.subject ?? '',
        link: m.link ?? null,
        text: m.text ?? '',
        createdAt: m.createdAt ?? '',
      });
    } catch {
      // A summary being written right now: picked up on the next look.
    }
  }
  return mails.sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.file.localeCompare(b.file),
  );
}

/** Mails addressed to `to` (case-insensitive), oldest first. */
export function mailsTo(to: string, dataDir?: string): StoredMail[] {
  const needle = to.toLowerCase();
  return listMails(dataDir).filter((m) => m.to.toLowerCase().includes(needle));
}

/** Wait until a mail to `to` (optionally with a matching subject) is stored; returns the newest. */
export async function waitForMail(
  to: string,
  opts: { subject?: string | RegExp; dataDir?: string; timeoutMs?: number; after?: number } = {},
): Promise<StoredMail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    const match = mailsTo(to, opts.dataDir)
      .filter(
        (m) =>
          !opts.subject ||
          (typeof opts.subject === 'string'
            ? m.subject.includes(opts.subject)
            : opts.subject.test(m.subject)),
      )
      .filter((m) => !opts.after || Date.parse(m.createdAt) >= opts.after)
      .pop();
    if (match) return match;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} in ${mailDir(opts.dataDir)} within the time limit`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The links in a mail's text (and its main link), optionally those whose path starts with `pathPrefix`. */
export function linksIn(mail: StoredMail, pathPrefix?: string): URL[] {
  const found = new Map<string, URL>();
  for (const raw of [
    mail.link ?? '',
    ...Array.from(mail.text.matchAll(/https?:\/\/[^\s"'<>)]+/g), (m) => m[0]),
  ]) {
    if (!raw) continue;
    try {
      const url = new URL(raw);
      if (!pathPrefix || url.pathname.startsWith(pathPrefix)) found.set(url.href, url);
    } catch {}
  }
  return [...found.values()];
}
