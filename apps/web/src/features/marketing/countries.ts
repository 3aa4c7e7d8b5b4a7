import { CONTACT_MESSAGES } from '@vigil/shared';

export interface Country {
  code: string;
  name: string;
}

let cache: Promise<string[]> | null = null;

/**
 * Country names for the contact form, from the static `/countries.json` served by the web app
 * (spec section 7). Loaded once per page; a failure is logged as 'Error loading countries' and
 * retried the next time a form opens.
 */
export function loadCountries(): Promise<string[]> {
  if (!cache) {
    cache = fetch('/countries.json', { headers: { Accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const data: unknown = await res.json();
        if (!Array.isArray(data)) throw new Error('countries.json is not an array');
        return data
          .map((c: unknown) => (typeof c === 'string' ? c : (c as Partial<Country>)?.name))
          .filter((n): n is string => typeof n === 'string' && n.length > 0);
      })
      .catch((err: unknown) => {
        console.error(CONTACT_MESSAGES.countriesError, err);
        cache = null;
        return [];
      });
  }
  return cache;
}
