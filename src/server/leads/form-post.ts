/**
 * The lead forms without JavaScript: the browser posts them form-encoded, and expects a page back.
 *
 * - The body is read into the same object a JSON client sends (checkboxes: present means true).
 * - A post the form's rules refuse gets a small HTML page with each problem beside the value sent,
 *   in the form again, ready to correct and send (status 400).
 * - A valid post carries no idempotency key: the key is claimed by a hash of its content (kind,
 *   normalized fields, client address) for 10 minutes, so a double click or a resubmitted page
 *   stores one lead. It then goes through the JSON endpoint unchanged, whose answer becomes a 303
 *   to the form's thank-you page, or the same HTML page with the endpoint's message (429, 503…).
 * - It has no fill time either: the other spam signals (the honeypot) judge it.
 * - A browser's post from another site (its Origin header) is refused.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { business, telHref } from '../../domain/business.ts';
import { formFields, leadForms, type FormField } from '../../domain/leads/form-fields.ts';
import type { LeadKind } from '../../domain/leads/kinds.ts';
import { fieldErrors } from '../../domain/leads/schemas.ts';
import { spamReason, type SpamReason } from '../../domain/leads/spam.ts';
import { getDb, withTimeout } from '../db/client.ts';
import { escapeHtml, htmlResponse, seeOther } from '../http/html.ts';
import { formToObject } from '../http/pipeline.ts';
import { clientOf, readLimited } from '../http/request.ts';
import { MAX_LEAD_BODY_BYTES } from './intake.ts';
import { INVALID_MESSAGE } from './responses.ts';

/** How long the same content from the same client counts as the same submission. */
export const FORM_POST_DEDUPE_SECONDS = 10 * 60;

type Values = Record<string, unknown>;
export type FormPostContext = { ip?: string; waitUntil?: (promise: Promise<unknown>) => void } | undefined;
type Context = FormPostContext;

/** A browser's plain form post (the lead forms before or without JavaScript). */
export function isFormPost(request: Request): boolean {
  return request.method === 'POST' && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get('content-type') ?? '');
}

/** A form post's spam signals: all but the fill time, which only the JavaScript form can measure. */
export function formPostSpamReason(body: Values): SpamReason | null {
  const reason = spamReason(body);
  return reason === 'no-fill-time' || reason === 'too-fast' ? null : reason;
}

const normalize = (name: string, value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (name === 'phone') return value.replace(/\D/g, '');
  return value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
};

/** The hash that identifies one submission: its kind, its fields normalized, and the client's address. */
export function contentHash(kind: LeadKind, data: Values, clientIp: string): string {
  const fields = Object.keys(data)
    .sort()
    .map((name) => [name, normalize(name, data[name])]);
  return createHash('sha256')
    .update(JSON.stringify([kind, clientIp, fields]))
    .digest('hex');
}

let lastCleanup = 0;

/**
 * The idempotency key of this content: a new one when it was not posted in the last 10 minutes,
 * else the key of that first post (so the lead endpoint answers with the lead it stored then).
 * Two posts at once: the second waits on the first's row and gets its key.
 */
export async function claimFormPostKey(hash: string): Promise<string> {
  const db = getDb();
  const fresh = `form:${randomUUID()}`;
  const claimed = await db.execute<{ idempotency_key: string }>(sql`
    INSERT INTO lead_form_posts (content_hash, idempotency_key) VALUES (${hash}, ${fresh})
    ON CONFLICT (content_hash) DO UPDATE SET idempotency_key = excluded.idempotency_key, first_seen = now()
      WHERE lead_form_posts.first_seen <= now() - make_interval(secs => ${FORM_POST_DEDUPE_SECONDS})
    RETURNING idempotency_key`);
  let key = claimed.rows[0]?.idempotency_key;
  if (!key) {
    const existing = await db.execute<{ idempotency_key: string }>(sql`SELECT idempotency_key FROM lead_form_posts WHERE content_hash = ${hash}`);
    key = existing.rows[0]?.idempotency_key ?? fresh;
  }
  if (Date.now() - lastCleanup > FORM_POST_DEDUPE_SECONDS * 1000) {
    lastCleanup = Date.now();
    await db.execute(sql`DELETE FROM lead_form_posts WHERE first_seen < now() - interval '1 day'`);
  }
  return key;
}

interface Schema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The lead endpoint's JSON answer, called with a JSON request built from the form post. */
export type JsonAnswer = (request: Request, context: Context, options: { formPost: true }) => Promise<Response>;

/** Answers a plain form post to a lead function: 303 to the thank-you page, or the refusal page. */
export async function answerFormPost(request: Request, context: Context, kind: LeadKind, schema: Schema, answerJson: JsonAnswer): Promise<Response> {
  // A JSON post from another site is stopped by CORS; a form post is not, so another site could
  // have its visitors' browsers send leads. Browsers name the page's origin on every form post.
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(request.url).origin) return refusalPage(kind, { status: 403, message: 'This form can only be sent from our website.' });
  const bytes = await readLimited(request, MAX_LEAD_BODY_BYTES).catch(() => undefined);
  if (bytes === undefined) return refusalPage(kind, { status: 400, message: 'The form could not be read. Please send it again.' });
  if (bytes === null) return refusalPage(kind, { status: 413, message: `The form is too large: at most ${MAX_LEAD_BODY_BYTES / 1024} KB.` });
  const values = formToObject(new URLSearchParams(new TextDecoder().decode(bytes)), schema);

  const parsed = schema.safeParse(values);
  if (!parsed.success) return refusalPage(kind, { status: 400, message: INVALID_MESSAGE, values, errors: fieldErrors(parsed.error.issues) });

  let key: string;
  try {
    key = await withTimeout(claimFormPostKey(contentHash(kind, parsed.data as Values, clientOf(request, context).ip)), 5000);
  } catch (error) {
    // Without the database the endpoint queues the lead; a repeat may then be stored twice, which beats losing it.
    console.error('leads: could not claim a form post key:', error instanceof Error ? error.message : error);
    key = `form:${randomUUID()}`;
  }

  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  headers.set('idempotency-key', key);
  headers.delete('content-length');
  const answer = await answerJson(new Request(request.url, { method: 'POST', headers, body: JSON.stringify(values) }), context, { formPost: true });
  // 409: the key of an earlier post of this content (claimed above) came back with the content
  // typed differently (spacing, letter case, phone format): the same submission, already stored.
  if (answer.ok || answer.status === 409) return seeOther(leadForms[kind].thankYou);

  const body = (await answer.json().catch(() => ({}))) as { message?: unknown; errors?: unknown; queued?: unknown };
  const retryAfter = answer.headers.get('retry-after');
  return refusalPage(kind, {
    status: answer.status,
    message: typeof body.message === 'string' && body.message ? body.message : 'Please try again later.',
    values,
    errors: body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : {},
    queued: body.queued === true,
    headers: retryAfter ? { 'retry-after': retryAfter } : {},
  });
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
a{color:#0b5394}
h1{font-size:1.75rem;line-height:1.2;margin:1rem 0 .5rem}
.notice{border-left:4px solid #b91c1c;background:#fff;padding:.75rem 1rem;margin:1rem 0}
.problems{margin:.5rem 0 0;padding-left:1.25rem}
form{display:grid;gap:1rem;background:#fff;border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem;margin-top:1.5rem}
label{display:block;font-weight:600}
input[type=text],input[type=tel],input[type=email],select,textarea{display:block;width:100%;min-height:2.75rem;margin-top:.35rem;padding:.5rem .75rem;font:inherit;color:inherit;background:#fff;border:1px solid #64748b;border-radius:.5rem}
.check{display:flex;gap:.75rem;align-items:flex-start}
.check input{width:1.25rem;height:1.25rem;margin-top:.15rem}
.invalid input,.invalid select,.invalid textarea{border-color:#b91c1c;border-width:2px}
.error{margin:.25rem 0 0;color:#b91c1c;font-weight:600}
.sent{margin:.25rem 0 0;color:#334155;font-size:.9rem;overflow-wrap:anywhere}
button{min-height:2.75rem;padding:.5rem 1.25rem;font:inherit;font-weight:600;color:#fff;background:#0b5394;border:0;border-radius:.5rem;cursor:pointer}
.links{display:flex;flex-wrap:wrap;gap:1rem;margin-top:1.5rem}
`.trim();

interface Refusal {
  status: number;
  message: string;
  values?: Values;
  errors?: Record<string, string>;
  queued?: boolean;
  headers?: Record<string, string>;
}

const sentText = (field: FormField, value: unknown): string => {
  if (field.control === 'checkbox') return value === true ? 'checked' : 'not checked';
  if (typeof value !== 'string' || value === '') return 'nothing';
  return `“${value}”`;
};

function control(field: FormField, value: unknown, invalid: boolean): string {
  const a = field.attributes;
  const describedBy = [field.help ? `${field.id}-help` : '', invalid ? `${field.id}-error` : ''].filter(Boolean).join(' ');
  const common = [
    `id="${escapeHtml(field.id)}"`,
    `name="${escapeHtml(field.name)}"`,
    a.required ? 'required' : '',
    invalid ? 'aria-invalid="true"' : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const text = typeof value === 'string' ? value : '';
  const lengths = `${a.minLength !== undefined ? ` minlength="${a.minLength}"` : ''}${a.maxLength !== undefined ? ` maxlength="${a.maxLength}"` : ''}`;
  switch (field.control) {
    case 'checkbox':
      return `<input type="checkbox" ${common}${value === true ? ' checked' : ''}>`;
    case 'textarea':
      return `<textarea rows="5" ${common}${lengths}>${escapeHtml(text)}</textarea>`;
    case 'select': {
      const options = [{ value: '', label: field.emptyOption ?? '' }, ...(field.options ?? [])]
        .map((option) => `<option value="${escapeHtml(option.value)}"${option.value === text ? ' selected' : ''}>${escapeHtml(option.label)}</option>`)
        .join('');
      return `<select ${common}>${options}</select>`;
    }
    default: {
      const pattern = a.pattern !== undefined ? ` pattern="${escapeHtml(a.pattern)}"` : '';
      const autocomplete = field.autoComplete ? ` autocomplete="${field.autoComplete}"` : '';
      return `<input type="${field.control}" ${common}${lengths}${pattern}${autocomplete} value="${escapeHtml(text)}">`;
    }
  }
}

function fieldHtml(field: FormField, values: Values, errors: Record<string, string>): string {
  const error = errors[field.name];
  const label = `<label for="${escapeHtml(field.id)}">${escapeHtml(field.label)}</label>`;
  const input = control(field, values[field.name], !!error);
  const help = field.help ? `<p class="sent" id="${field.id}-help">${escapeHtml(field.help)}</p>` : '';
  const problem = error ? `<p class="error" id="${field.id}-error">${escapeHtml(error)}</p><p class="sent">You sent: ${escapeHtml(sentText(field, values[field.name]))}</p>` : '';
  const body = field.control === 'checkbox' ? `<div class="check">${input}${label}</div>` : `${label}${input}`;
  return `<div class="field${error ? ' invalid' : ''}">${body}${help}${problem}</div>`;
}

/** The page a refused form post gets: what went wrong, each problem beside the value sent, and the form to send again. */
export function refusalPage(kind: LeadKind, { status, message, values, errors = {}, queued = false, headers = {} }: Refusal): Response {
  const form = leadForms[kind];
  const fields = formFields[kind];
  const heading = status === 400 && Object.keys(errors).length ? 'Please check your details' : queued ? 'We could not confirm your request' : 'Your request was not sent';
  const problems = fields
    .filter((field) => errors[field.name])
    .map(
      (field) =>
        `<li><a href="#${escapeHtml(field.id)}">${escapeHtml(field.label)}</a>: ${escapeHtml(errors[field.name])} (you sent ${escapeHtml(sentText(field, values?.[field.name]))})</li>`,
    )
    .join('');
  const formHtml =
    values && !queued
      ? `<form action="${form.action}" method="post" aria-labelledby="form-heading"><h2 id="form-heading">${escapeHtml(form.title)}</h2>${fields
          .map((field) => fieldHtml(field, values, errors))
          .join('')}<div><button type="submit">Send again</button></div></form>`
      : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(heading)} | ${escapeHtml(business.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p><a href="/">${escapeHtml(business.name)}</a></p>
<h1>${escapeHtml(heading)}</h1>
<div class="notice" role="alert"><p>${escapeHtml(message)}</p>${problems ? `<ul class="problems">${problems}</ul>` : ''}</div>
${formHtml}
<p class="links"><a href="${form.page}">Back to the form</a><a href="${telHref}">Call us at ${escapeHtml(business.phone.display)}</a></p>
</main>
</body>
</html>`;
  return htmlResponse(html, { status, style: STYLE, headers });
}
