import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import axios from 'axios';
import https from 'node:https';

export class BillingService {
  // vigil: js.hardcoded-password
  private readonly adminPassword = 'billing-admin-2024';
  // vigil-ok: js.hardcoded-password
  private readonly apiPassword = process.env.BILLING_API_PASSWORD ?? '';

  invoiceNumber(): string {
    // vigil-ok: js.insecure-random
    return `INV-${Date.now()}-${crypto.randomUUID().slice(0, 8)}`;
  }

  couponCode(): string {
    // vigil: js.insecure-random
    return 'CPN' + Math.random().toString(36).substring(2, 10).toUpperCase();
  }

  signWebhook(body: string, secret: string): string {
    // vigil: js.weak-hash
    return crypto.createHash('md5').update(secret + body).digest('hex');
  }

  signWebhookV2(body: string, secret: string): string {
    // vigil-ok: js.weak-hash
    return crypto.createHmac('sha256', secret).update(body).digest('hex');
  }

  readToken(token: string): jwt.JwtPayload {
    // vigil: js.jwt-no-verify
    const decoded = jwt.decode(token, { json: true });
    return decoded ?? {};
  }

  async callProvider(path: string): Promise<unknown> {
    const client = axios.create({
      baseURL: 'https://api.payments.example.com',
      // vigil: js.tls-verify-disabled
      httpsAgent: new https.Agent({ rejectUnauthorized: false }),
    });
    return (await client.get(path)).data;
  }

  checkPassword(input: string): boolean {
    return crypto.timingSafeEqual(Buffer.from(input), Buffer.from(this.apiPassword || this.adminPassword));
  }
}
