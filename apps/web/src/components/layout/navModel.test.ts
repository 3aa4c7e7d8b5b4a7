import { describe, expect, it } from 'vitest';
import { myServicesGroups } from './navModel';

const flat = (tier: Parameters<typeof myServicesGroups>[0]) =>
  myServicesGroups(tier).flatMap((g) => g.items);
const item = (tier: Parameters<typeof myServicesGroups>[0], label: string) =>
  flat(tier).find((i) => i.label === label)!;

describe('My Services menu (spec section 2)', () => {
  it('has the three groups in order', () => {
    expect(myServicesGroups('FOUNDATION').map((g) => g.heading)).toEqual([
      'Available Services',
      'Projects & Reports',
      'Account',
    ]);
  });

  it('GUEST sees scanner, projects, scan history and vulnerabilities disabled', () => {
    for (const label of [
      'SAST Scanner',
      'DAST Scanner',
      'My Projects',
      'Scan History',
      'Vulnerabilities',
    ]) {
      expect(item('GUEST', label).disabled, label).toBe(true);
    }
    expect(item('GUEST', 'Reports').disabled).toBeFalsy();
    expect(item('GUEST', 'My Services').disabled).toBeFalsy();
  });

  it("FOUNDATION has links and '(5 max)' on My Projects", () => {
    expect(flat('FOUNDATION').every((i) => !i.disabled)).toBe(true);
    expect(item('FOUNDATION', 'My Projects').note).toBe('(5 max)');
    expect(item('SUMMIT', 'My Projects').note).toBeUndefined();
  });

  it('SUMMIT lists DAST as Coming and disabled', () => {
    expect(item('SUMMIT', 'DAST Scanner')).toMatchObject({ disabled: true, note: 'Coming' });
    expect(item('SUMMIT', 'SAST Scanner').disabled).toBeFalsy();
  });
});
