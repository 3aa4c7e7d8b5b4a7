import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@vigil/shared';
import { salesMessages } from '../../db/schema/index.js';
import { buildTestApp, describeEachDatabase, startSmtpPeer } from '../../../test/helpers.js';

const valid = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  company: 'Analytical Engines Ltd',
  phone: '+44 20 7946 0958',
  country: 'United Kingdom',
  employees: '51-200',
  message: 'We want to scan 40 Java and TypeScript services in CI.',
  tier: 'SUMMIT',
};

describeEachDatabase('POST /api/contact/sales', (db) => {
  it('stores the enquiry as a new sales message with the client IP', async () => {
    const app = await buildTestApp({ db });
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/sales',
      payload: valid,
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.success });

    const rows = await app.db.select().from(salesMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines Ltd',
      phone: '+44 20 7946 0958',
      country: 'United Kingdom',
      employees: '51-200',
      tier: 'SUMMIT',
      status: 'new',
      ip: '203.0.113.7',
    });
    expect(rows[0].createdAt).toBeInstanceOf(Date);
  });

  it('defaults the tier to Enterprise and leaves optional fields empty', async () => {
    const app = await buildTestApp({ db });
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/sales',
      payload: {
        name: 'Grace',
        email: 'grace@navy.example',
        company: 'Navy',
        country: 'United States',
        phone: '',
        employees: '',
        message: '',
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(salesMessages)
      .where(eq(salesMessages.email, 'grace@navy.example'));
    expect(row).toMatchObject({
      tier: 'Enterprise',
      phone: null,
      employees: null,
      message: '',
      status: 'new',
    });
  });

  it('validates every field with readable messages and stores nothing', async () => {
    const app = await buildTestApp({ db });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...valid, name: '   ' }, /name: Name is required/],
      [{ ...valid, email: 'not-an-email' }, /email: Please enter a valid email address/],
      [{ ...valid, company: undefined }, /company: Company is required/],
      [{ ...valid, country: '' }, /country: Country is required/],
      [{ ...valid, employees: '5000' }, /employees: Employees must be one of 1-10, 11-50/],
      [{ ...valid, tier: 'GUEST' }, /tier: Tier must be one of Enterprise, FOUNDATION, SUMMIT/],
      [
        { ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) },
        /message: Message must be at most 5000 characters/,
      ],
      [
        { ...valid, name: 'n'.repeat(CONTACT_LIMITS.name + 1) },
        /name: Name must be at most 120 characters/,
      ],
      [{ ...valid, phone: 'call me maybe' }, /phone: Phone may contain only digits/],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/contact/sales', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error).toBe('VALIDATION_ERROR');
      expect(res.json().message).toMatch(message);
    }
    expect(await app.db.select().from(salesMessages)).toHaveLength(0);
  });

  it('answers a filled honeypot like a success but stores and mails nothing', async () => {
    const peer = await startSmtpPeer();
    const app = await buildTestApp({
      db,
      config: { smtpUrl: peer.url, salesEmail: 'sales@vigil.test' },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/sales',
      payload: { ...valid, website: 'http://spam.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.success });
    expect(await app.db.select().from(salesMessages)).toHaveLength(0);
    await expect(peer.waitForMail('sales@vigil.test', 500)).rejects.toThrow(/no mail/);
  });

  it(`limits enquiries to ${CONTACT_LIMITS.perEmail} per email address per window`, async () => {
    const app = await buildTestApp({ db });
    for (let i = 0; i < CONTACT_LIMITS.perEmail; i++) {
      const ok = await app.inject({
        method: 'POST',
        url: '/api/contact/sales',
        payload: valid,
        remoteAddress: `198.51.100.${i + 1}`,
      });
      expect(ok.statusCode).toBe(200);
    }
    // Same address in another case, from yet another IP: still the same sender.
    const limited = await app.inject({
      method: 'POST',
      url: '/api/contact/sales',
      payload: { ...valid, email: 'ADA@example.com' },
      remoteAddress: '198.51.100.99',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: CONTACT_MESSAGES.rateLimited,
    });
    expect(await app.db.select().from(salesMessages)).toHaveLength(CONTACT_LIMITS.perEmail);

    const other = await app.inject({
      method: 'POST',
      url: '/api/contact/sales',
      payload: { ...valid, email: 'charles@example.com' },
    });
    expect(other.statusCode).toBe(200);
  });

  it(`limits enquiries to ${CONTACT_LIMITS.perIp} per IP address per window`, async () => {
    const app = await buildTestApp({ db });
    for (let i = 0; i < CONTACT_LIMITS.perIp; i++) {
      const ok = await app.inject({
        method: 'POST',
        url: '/api/contact/sales',
        payload: { ...valid, email: `buyer${i}@example.com` },
        remoteAddress: '192.0.2.10',
      });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await app.inject({
      method: 'POST',
      url: '/api/contact/sales',
      payload: { ...valid, email: 'fresh@example.com' },
      remoteAddress: '192.0.2.10',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(CONTACT_MESSAGES.rateLimited);

    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/contact/sales',
      payload: { ...valid, email: 'fresh@example.com' },
      remoteAddress: '192.0.2.11',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('mails SALES_EMAIL through the SMTP server with the enquiry and a reply-to of the sender', async () => {
    const peer = await startSmtpPeer();
    const app = await buildTestApp({
      db,
      config: { smtpUrl: peer.url, salesEmail: 'sales@vigil.test' },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/sales',
      payload: { ...valid, company: 'Analytical\r\nBcc: x@evil.example' },
    });
    expect(res.statusCode).toBe(200);

    const mail = await peer.waitForMail('sales@vigil.test');
    expect(mail.subject).toBe('New sales enquiry: Analytical Bcc: x@evil.example (SUMMIT)');
    expect(mail.to).toEqual(['sales@vigil.test']);
    expect(mail.raw).toMatch(/^Reply-To: ada@example\.com/im);
    expect(mail.text).toContain('Name:      Ada Lovelace');
    expect(mail.text).toContain('Country:   United Kingdom');
    expect(mail.text).toContain('Employees: 51-200');
    expect(mail.text).toContain('We want to scan 40 Java and TypeScript services in CI.');
    expect(peer.mails).toHaveLength(1);
  });
});

describe('POST /api/contact/sales without SALES_EMAIL', () => {
  it('stores the enquiry and sends no mail', async () => {
    const peer = await startSmtpPeer();
    const app = await buildTestApp({ config: { smtpUrl: peer.url } });
    const res = await app.inject({ method: 'POST', url: '/api/contact/sales', payload: valid });
    expect(res.statusCode).toBe(200);
    expect(await app.db.select().from(salesMessages)).toHaveLength(1);
    await expect(peer.waitForMail('sales@vigil.test', 500)).rejects.toThrow(/no mail/);
    expect(peer.mails).toHaveLength(0);
  });
});
