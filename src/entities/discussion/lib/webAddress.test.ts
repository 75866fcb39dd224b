import { describe, expect, it } from 'vitest';
import { webAddress } from './webAddress';

describe('webAddress', () => {
  it.each(['https://ada.example.com', 'http://example.org/a?b=1', 'HTTPS://EXAMPLE.COM'])('links %s', (url) => {
    expect(webAddress(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '/u/ada',
    '//evil.example',
    'https://',
    'https:// x',
    '',
    null,
    undefined,
  ])('never links %j', (url) => {
    expect(webAddress(url)).toBeNull();
  });
});
