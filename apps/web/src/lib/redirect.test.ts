import { describe, expect, it } from 'vitest';
import { safeNextPath } from './redirect.ts';

const ORIGIN = 'https://shop.example.kr';

describe('safeNextPath', () => {
  it.each([
    // [next as the page reads it (already URL-decoded once), where the login goes]
    ['/mypage/orders?page=2#top', '/mypage/orders?page=2#top'],
    ['/products/12', '/products/12'],
    ['/.//evil.example', '/'],
    ['/./\\evil.example', '/'],
    ['/x/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['evil.example', '/'],
    // still encoded once more: a harmless path on this site, never another host
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%j → %j', (next, expected) => {
    expect(safeNextPath(next, '/', ORIGIN)).toBe(expected);
  });

  it('reads the login URL as the browser does: encoded variants are refused after decoding', () => {
    for (const query of [
      'next=%2F.%2F%2Fevil.example',
      'next=%2F%5Cevil.example',
      'next=%2F%2Fevil.example',
    ]) {
      expect(safeNextPath(new URLSearchParams(query).get('next'), '/', ORIGIN)).toBe('/');
    }
  });
});
