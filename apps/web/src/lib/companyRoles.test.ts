import { describe, expect, it } from 'vitest';
import { type CompanyAction, roleCan, roleReason } from './companyRoles.ts';

/** What each role sees allowed on the screens; the server refuses the rest. */
const MATRIX: [CompanyAction, owner: boolean, manager: boolean, sender: boolean, viewer: boolean][] = [
  ['send', true, true, true, false],
  ['recharge', true, true, false, false],
  ['approve', true, true, false, false],
  ['members', true, false, false, false],
  ['policy', true, false, false, false],
  ['activity', true, true, false, false],
  ['allOrders', true, true, false, true],
  ['refund', true, false, false, false],
];

describe('roleCan', () => {
  it.each(MATRIX)('%s: owner %s, manager %s, sender %s, viewer %s', (action, ...expected) => {
    expect((['owner', 'manager', 'sender', 'viewer'] as const).map((r) => roleCan(r, action))).toEqual(
      expected,
    );
  });

  it('hides nothing while the role is not known yet', () => {
    for (const [action] of MATRIX) expect(roleCan(undefined, action)).toBe(true);
  });

  it('gives every refused action a Korean reason', () => {
    for (const [action] of MATRIX) expect(roleReason(action)).toMatch(/[가-힣]/);
  });
});
