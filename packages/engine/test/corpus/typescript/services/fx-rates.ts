/** Exchange rates for the checkout, refreshed every few minutes. */
export interface Rates {
  base: string;
  rates: Record<string, number>;
}

const PARTNER = 'rates.partner.example.net';

export async function partnerRates(apiKey: string): Promise<Rates> {
  // vigil: js.cleartext-transport
  const res = await fetch('http://rates.partner.example.net/v2/latest?base=EUR', {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  return (await res.json()) as Rates;
}

export async function partnerRatesTls(apiKey: string): Promise<Rates> {
  // vigil-ok: js.cleartext-transport
  const res = await fetch(`https://${PARTNER}/v2/latest?base=EUR`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  return (await res.json()) as Rates;
}

export async function sidecarRates(): Promise<Rates> {
  // the rates sidecar runs in the same pod
  // vigil-ok: js.cleartext-transport
  const res = await fetch('http://127.0.0.1:9400/rates');
  return (await res.json()) as Rates;
}
