/**
 * The SSRF check of repository URLs (issue 16 item 8): every spelling of an IPv6 literal that
 * reaches a loopback, private, link-local or unique-local address, or carries such an IPv4 address
 * (mapped, compatible, translated, NAT64, 6to4), is refused unless ALLOW_PRIVATE_REPO_HOSTS=true.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { ipv6Groups, isPrivateAddress } from '../src/sources/network.js';
import { createUser, describeEachDatabase, loginAs, useTestApp } from './helpers.js';

vi.setConfig({ testTimeout: 120_000 });

const REFUSED = [
  '::1',
  '0:0:0:0:0:0:0:1',
  '0000:0000:0000:0000:0000:0000:0000:0001',
  '::',
  '::127.0.0.1',
  '::7f00:1',
  '::ffff:127.0.0.1',
  '::FFFF:7F00:1',
  '::ffff:0:7f00:1',
  '::ffff:0:127.0.0.1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  '64:ff9b::7f00:1',
  '64:ff9b::10.1.2.3',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::1',
  '2002:7f00:1::',
  '2002:7f00:0001:0:0:0:0:1',
  '2002:a00:1::1',
  '2002:c0a8:101::',
  '2002:a9fe:a9fe::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  'fe80::1',
  'fe80::1%eth0',
  'FEBF::1',
  'fc00::1',
  'fd12:3456::1',
  'fec0::1',
  'ff02::1',
  '[::1]',
  'not-an-address',
];
const ALLOWED = [
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
  '140.82.112.3',
];

describe('isPrivateAddress', () => {
  it.each(REFUSED)('refuses %s', (ip) => expect(isPrivateAddress(ip)).toBe(true));
  it.each(ALLOWED)('allows %s', (ip) => expect(isPrivateAddress(ip)).toBe(false));

  it('reads every spelling of an address into the same groups', () => {
    const one = ipv6Groups('::ffff:127.0.0.1');
    expect(one).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(ipv6Groups('0:0:0:0:0:FFFF:7f00:0001')).toEqual(one);
    expect(ipv6Groups('[::ffff:7f00:1]')).toEqual(one);
    expect(ipv6Groups('1.2.3.4')).toBeNull();
    expect(ipv6Groups('1::2::3')).toBeNull();
  });
});

async function setUp(app: FastifyInstance) {
  const { user } = await createUser(app, { tier: 'FOUNDATION' });
  const { headers } = await loginAs(app, user);
  const p = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers,
    payload: { name: 'Repo' },
  });
  return { headers, projectId: (p.json() as { id: string }).id };
}

describeEachDatabase('repository URLs with IPv6 literals', (db) => {
  const getApp = useTestApp({ db });
  const getOpen = useTestApp({ db, config: { allowPrivateRepoHosts: true } });

  it('refuses every private form, and scans nothing', async () => {
    const app = getApp();
    const { headers, projectId } = await setUp(app);
    for (const host of [
      '[::127.0.0.1]',
      '[::ffff:0:7f00:1]',
      '[2002:7f00:1::]',
      '[64:ff9b::7f00:1]',
      '[::ffff:a9fe:a9fe]',
      '[fd00::1]',
      '[0:0:0:0:0:0:0:1]',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/scans',
        headers,
        payload: { projectId, repositoryUrl: `https://${host}/org/repo.git` },
      });
      expect(res.statusCode, `${host}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ error: 'REPOSITORY_HOST_REFUSED' });
    }
    const list = await app.inject({ method: 'GET', url: '/api/scans', headers });
    expect((list.json() as { total: number }).total).toBe(0);
  });

  it('lets them through with ALLOW_PRIVATE_REPO_HOSTS=true', async () => {
    const app = getOpen();
    const { headers, projectId } = await setUp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/scans',
      headers,
      payload: { projectId, repositoryUrl: 'https://[::ffff:0:7f00:1]/org/repo.git' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
