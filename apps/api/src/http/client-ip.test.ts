import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './client-ip.ts';

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.0.10', true],
    ['169.254.1.1', true],
    ['::1', true],
    ['::ffff:10.0.0.1', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['172.32.0.1', false],
    ['8.8.8.8', false],
    ['::ffff:203.0.113.7', false],
    ['2001:db8::1', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
