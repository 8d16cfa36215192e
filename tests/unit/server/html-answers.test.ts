import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlPagePolicy, htmlResponse, seeOther } from '../../../src/server/http/html.ts';

const SECURITY = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};

describe('HTML answers of functions', () => {
  it('allow no script and only the one inline style, by its hash', () => {
    const style = 'body{margin:0}';
    const hash = createHash('sha256').update(style, 'utf8').digest('base64');
    expect(htmlPagePolicy(style)).toBe(
      `default-src 'none'; script-src 'none'; style-src 'sha256-${hash}'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    );
  });

  it("carry the site's security headers, never cached nor indexed, extra headers last", async () => {
    const response = htmlResponse('<p>Hi</p>', { status: 422, style: 'p{}', headers: { 'retry-after': '5' } });
    expect(response.status).toBe(422);
    expect(await response.text()).toBe('<p>Hi</p>');
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      ...SECURITY,
      'content-security-policy': htmlPagePolicy('p{}'),
      'retry-after': '5',
    });
  });

  it('send the browser on with 303 See Other', () => {
    const response = seeOther('/contact/thank-you');
    expect(response.status).toBe(303);
    expect(Object.fromEntries(response.headers)).toEqual({ location: '/contact/thank-you', 'cache-control': 'no-store', ...SECURITY });
  });

  it('escape every character that matters in HTML, and nothing for null', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });
});
