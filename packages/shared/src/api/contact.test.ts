import { describe, expect, it } from 'vitest';
import { contactFormReady, contactSalesRequestSchema, parseContactTier } from './contact.js';

describe('contact form helpers', () => {
  it('reads ?tier= : FOUNDATION and SUMMIT in any case, anything else is Enterprise', () => {
    expect(parseContactTier('SUMMIT')).toBe('SUMMIT');
    expect(parseContactTier('foundation')).toBe('FOUNDATION');
    expect(parseContactTier(' Summit ')).toBe('SUMMIT');
    expect(parseContactTier('GUEST')).toBe('Enterprise');
    expect(parseContactTier('')).toBe('Enterprise');
    expect(parseContactTier(null)).toBe('Enterprise');
  });

  it('is ready only with name, email, company and country filled', () => {
    const full = { name: 'Ada', email: 'ada@example.com', company: 'Engines', country: 'France' };
    expect(contactFormReady(full)).toBe(true);
    for (const key of ['name', 'email', 'company', 'country'] as const) {
      expect(contactFormReady({ ...full, [key]: '' }), key).toBe(false);
      expect(contactFormReady({ ...full, [key]: '   ' }), key).toBe(false);
    }
    expect(contactFormReady({ ...full, country: null })).toBe(false);
  });

  it('normalises the request: trimmed text, empty optionals dropped, Enterprise by default', () => {
    const parsed = contactSalesRequestSchema.parse({
      name: '  Ada  ',
      email: ' ada@example.com ',
      company: 'Engines',
      country: 'France',
      phone: '',
      employees: '',
      message: '  ',
    });
    expect(parsed).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Engines',
      country: 'France',
      tier: 'Enterprise',
    });
  });
});
