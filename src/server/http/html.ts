/**
 * Small HTML answers from functions (the lead forms' refusal page). netlify.toml's [[headers]]
 * reach static files only, so such a page sets the site's security headers itself; its own
 * Content-Security-Policy allows no script at all and only the page's one inline style, by hash.
 */
import { createHash } from 'node:crypto';

/** The headers netlify.toml gives every page, but the Content-Security-Policy (tests/unit/html-answers.test.ts compares them). */
export const SITE_SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
} as const;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy of a page that runs no script and has one inline `<style>` whose text is `style`. */
export function htmlPagePolicy(style: string): string {
  return ["default-src 'none'", "script-src 'none'", `style-src ${sha256(style)}`, "img-src 'self'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"].join('; ');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value made safe to place in HTML. */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** An HTML document answer with the site's security headers, never cached. */
export function htmlResponse(html: string, { status, style, headers = {} }: { status: number; style: string; headers?: HeadersInit }): Response {
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      ...SITE_SECURITY_HEADERS,
      'content-security-policy': htmlPagePolicy(style),
      ...headers,
    },
  });
}

/** A 303 See Other to `location` (the page the browser is to GET next) with the site's security headers. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', ...SITE_SECURITY_HEADERS } });
}
