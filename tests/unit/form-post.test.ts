/** The pure parts of answering a plain HTML form post: reading the body, the content hash, the headers. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_SECURITY_HEADERS, escapeHtml, htmlPagePolicy } from '../../src/server/http/html.ts';
import { contentHash, formPostSpamReason, isFormPost } from '../../src/server/leads/form-post.ts';

describe('isFormPost', () => {
  const request = (method: string, type?: string) =>
    new Request('http://localhost/api/contact', { method, headers: type ? { 'content-type': type } : {}, body: method === 'POST' ? 'a=b' : undefined });
  it('is a POST sent form-encoded, whatever its charset', () => {
    expect(isFormPost(request('POST', 'application/x-www-form-urlencoded'))).toBe(true);
    expect(isFormPost(request('POST', 'Application/X-WWW-Form-Urlencoded; charset=UTF-8'))).toBe(true);
    expect(isFormPost(request('POST', 'application/json'))).toBe(false);
    expect(isFormPost(request('POST', 'multipart/form-data; boundary=x'))).toBe(false);
    expect(isFormPost(request('POST', 'application/x-www-form-urlencodedx'))).toBe(false);
    expect(isFormPost(request('GET', 'application/x-www-form-urlencoded'))).toBe(false);
  });
});

describe('contentHash', () => {
  const data = { name: 'Dana Whitfield', phone: '(406) 555-0199', email: 'dana@example.com', message: 'Fuse box.' };
  it('ignores spacing, letter case and phone punctuation, not the content, the form or the client', () => {
    const hash = contentHash('contact', data, '203.0.113.1');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash('contact', { ...data, name: ' dana  WHITFIELD ', phone: '406.555.0199', email: 'Dana@Example.com' }, '203.0.113.1')).toBe(hash);
    expect(contentHash('contact', { ...data, message: 'Fuse box!' }, '203.0.113.1')).not.toBe(hash);
    expect(contentHash('contact', data, '203.0.113.2')).not.toBe(hash);
    expect(contentHash('sms_consent', data, '203.0.113.1')).not.toBe(hash);
  });
});

describe('formPostSpamReason', () => {
  it('judges the honeypot, not the fill time a plain form cannot send', () => {
    expect(formPostSpamReason({ website: '' })).toBeNull();
    expect(formPostSpamReason({ website: '', fillTimeMs: '10' })).toBeNull();
    expect(formPostSpamReason({ website: 'http://spam.example' })).toBe('honeypot');
  });
});

describe('the HTML answers', () => {
  it("carry netlify.toml's headers for every page (but its policy, which is stricter)", () => {
    const toml = readFileSync('netlify.toml', 'utf8');
    const block = toml.slice(toml.indexOf('for = "/*"'), toml.indexOf('[[headers]]', toml.indexOf('for = "/*"')));
    const headers = Object.fromEntries(
      [...block.matchAll(/^\s*([A-Za-z-]+) = "(.*)"$/gm)]
        .map(([, name, value]) => [name.toLowerCase(), value])
        .filter(([name]) => name !== 'content-security-policy' && name !== 'for'),
    );
    expect(Object.keys(headers).length).toBeGreaterThan(4);
    expect(SITE_SECURITY_HEADERS).toEqual(headers);
  });

  it('allow no script and only the given style', () => {
    const policy = htmlPagePolicy('body{color:red}');
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/]{43}='/);
    expect(policy).not.toContain('unsafe-inline');
    expect(htmlPagePolicy('body{color:blue}')).not.toBe(policy);
  });

  it('escape what the visitor sent', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
