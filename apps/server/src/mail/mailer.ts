/**
 * Outgoing mail. With SMTP_URL, mails go out through nodemailer over SMTP. Without it, each mail is
 * written to DATA_DIR/mail/ as a .eml file (open it in any mail client) plus a .json summary, and
 * its link is logged, so a self-hoster can still follow verification and reset links.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The main link of the mail (verification, reset), logged when mail is written to disk. */
  link?: string;
  replyTo?: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'file'. */
  readonly transport: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      transport: 'smtp',
      async send(m) {
        await transporter.sendMail({
          from: config.mailFrom,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          replyTo: m.replyTo,
        });
        log.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
      close: () => transporter.close(),
    };
  }
  const dir = path.join(config.dataDir, 'mail');
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    transport: 'file',
    async send(m) {
      const info = await composer.sendMail({
        from: config.mailFrom,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        replyTo: m.replyTo,
      });
      await mkdir(dir, { recursive: true });
      const slug = m.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40);
      const base = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${slug}-${Math.random().toString(36).slice(2, 8)}`,
      );
      await writeFile(`${base}.eml`, info.message as Buffer, { mode: 0o600 });
      await writeFile(
        `${base}.json`,
        JSON.stringify(
          {
            to: m.to,
            subject: m.subject,
            link: m.link ?? null,
            text: m.text,
            createdAt: new Date().toISOString(),
          },
          null,
          2,
        ),
        { mode: 0o600 },
      );
      log.info(
        { to: m.to, subject: m.subject, file: `${base}.eml`, link: m.link },
        `mail written to ${base}.eml${m.link ? ` (link: ${m.link})` : ''}`,
      );
    },
    close: () => composer.close(),
  };
}
