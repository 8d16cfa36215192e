// Content-Security-Policy helpers: find the inline scripts a page executes, hash them the way
// browsers do ('sha256-' + base64 of the SHA-256 of the script's exact text), and read or
// rewrite the script-src of the policy in netlify.toml (between `# csp-begin` / `# csp-end`).
import { createHash } from 'node:crypto';

/** JavaScript MIME type essences (HTML standard); a <script> with one of these types runs. */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * Types whose inline text the browser checks against script-src even though it is not classic
 * JavaScript: ES modules, import maps and speculation rules. Anything else (application/ld+json,
 * application/json, text/template…) is data and needs no hash.
 */
const OTHER_GOVERNED_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/** True when a <script> with this type attribute (null when absent) executes and so is subject to script-src. */
export function isExecutableScriptType(type) {
  if (type == null) return true;
  const essence = type.trim().toLowerCase();
  if (essence === '') return true;
  return JAVASCRIPT_TYPES.has(essence) || OTHER_GOVERNED_TYPES.has(essence);
}

/** The attributes of a start tag's attribute text, names lower-cased; valueless attributes map to ''. */
export function parseAttributes(text) {
  const attributes = {};
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of text.matchAll(pattern)) {
    const name = match[1].toLowerCase();
    if (name in attributes) continue; // the first occurrence wins, as in HTML
    attributes[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/** HTML without comments (scripts inside a comment never run). */
function withoutComments(html) {
  return html.replace(/<!--[\s\S]*?-->/g, '');
}

const SCRIPT_PATTERN = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Every <script> element: its attributes and its exact text. */
export function findScripts(html) {
  return [...withoutComments(html).matchAll(SCRIPT_PATTERN)].map((match) => ({
    attributes: parseAttributes(match[1]),
    text: match[2],
  }));
}

/** The exact text of every inline script that executes (no src, executable type). */
export function extractInlineScripts(html) {
  return findScripts(html)
    .filter(({ attributes }) => !('src' in attributes) && isExecutableScriptType(attributes.type ?? null))
    .map(({ text }) => text);
}

/** Inline event handler attributes (onclick=…) and javascript: URLs: a hash-only CSP blocks them. */
export function findInlineHandlers(html) {
  const markup = withoutComments(html)
    .replace(SCRIPT_PATTERN, '<script></script>')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '');
  const found = [];
  for (const tag of markup.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/gi)) {
    for (const [name, value] of Object.entries(parseAttributes(tag[2]))) {
      if (/^on[a-z]+$/.test(name)) found.push(`<${tag[1].toLowerCase()} ${name}>`);
      else if (['href', 'src', 'action', 'formaction'].includes(name) && /^\s*javascript:/i.test(value)) found.push(`<${tag[1].toLowerCase()} ${name}="javascript:…">`);
    }
  }
  return found;
}

/** The CSP source expression of a script's text: 'sha256-<base64>'. */
export function hashScript(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** A policy string as an ordered list of [directive, sources[]]. */
export function parsePolicy(policy) {
  return policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, ...sources] = part.split(/\s+/);
      return [name.toLowerCase(), sources];
    });
}

export function serializePolicy(directives) {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The hash sources ('sha256-…', 'sha384-…', 'sha512-…') of a policy's script-src. */
export function scriptSrcHashes(policy) {
  const scriptSrc = parsePolicy(policy).find(([name]) => name === 'script-src');
  return (scriptSrc?.[1] ?? []).filter((source) => /^'sha(256|384|512)-[A-Za-z0-9+/=_-]+'$/.test(source));
}

/** The policy with script-src set to 'self' plus the sorted unique hashes (added after default-src when absent). */
export function withScriptSrc(policy, hashes) {
  const directives = parsePolicy(policy);
  const value = ["'self'", ...[...new Set(hashes)].sort()];
  const index = directives.findIndex(([name]) => name === 'script-src');
  if (index >= 0) directives[index] = ['script-src', value];
  else {
    const after = directives.findIndex(([name]) => name === 'default-src');
    directives.splice(after + 1, 0, ['script-src', value]);
  }
  return serializePolicy(directives);
}

const BEGIN = /^\s*#\s*csp-begin\s*$/;
const END = /^\s*#\s*csp-end\s*$/;
const POLICY_LINE = /^(\s*Content-Security-Policy\s*=\s*)"([^"]*)"(.*)$/;

/**
 * Finds the Content-Security-Policy line between the markers of a netlify.toml text.
 * Returns { lineIndex, policy, hashes }; throws when the markers or the line are missing.
 */
export function readPolicyBlock(toml) {
  const lines = toml.split('\n');
  const begin = lines.findIndex((line) => BEGIN.test(line));
  const end = lines.findIndex((line, index) => index > begin && END.test(line));
  if (begin < 0 || end < 0) throw new Error('netlify.toml has no `# csp-begin` … `# csp-end` block');
  const matches = [];
  for (let index = begin + 1; index < end; index++) {
    const match = POLICY_LINE.exec(lines[index]);
    if (match) matches.push({ lineIndex: index, policy: match[2] });
  }
  if (matches.length !== 1) throw new Error(`expected one Content-Security-Policy line between the csp markers, found ${matches.length}`);
  return { ...matches[0], hashes: scriptSrcHashes(matches[0].policy) };
}

/** netlify.toml text with the marked policy's script-src set to 'self' plus `hashes`; everything else unchanged. */
export function writePolicyBlock(toml, hashes) {
  const { lineIndex } = readPolicyBlock(toml);
  const lines = toml.split('\n');
  lines[lineIndex] = lines[lineIndex].replace(POLICY_LINE, (_, head, policy, tail) => `${head}"${withScriptSrc(policy, hashes)}"${tail}`);
  return lines.join('\n');
}

/** Hashes the pages need but the policy lacks (missing), and hashes the policy has that no page uses (stale). */
export function compareHashes(needed, allowed) {
  const need = new Set(needed);
  const allow = new Set(allowed);
  return {
    missing: [...need].filter((hash) => !allow.has(hash)).sort(),
    stale: [...allow].filter((hash) => !need.has(hash)).sort(),
  };
}
