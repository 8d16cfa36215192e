/**
 * What the owner reads in the back office instead of stored ids: service labels (the contact
 * form's, the consent form's, the estimator's) and readable answers for conversation logs whose
 * answer was stored as the estimator's JSON.
 */
import { SERVICE_LABELS } from '../assistant/prices.ts';
import { contactServices, smsServiceTypes } from '../leads/choices.ts';

const CONTACT_LABELS = new Map<string, string>(contactServices.map((choice) => [choice.value, choice.title]));
const SMS_LABELS = new Map<string, string>(smsServiceTypes.map((choice) => [choice.value, choice.label]));
const ESTIMATOR_LABELS = new Map<string, string>(Object.entries(SERVICE_LABELS));

/** A stored id we have no label for (an older choice, a hand-made request) is shown as it is. */
const asStored = (value: string): string => value;

/** The label of a lead's service: a contact request's 'Service Needed' or a consent's service type. */
export function leadServiceLabel(value: string | null | undefined, kind: 'contact' | 'sms_consent' = 'contact'): string {
  if (!value) return 'Not given';
  const primary = kind === 'contact' ? CONTACT_LABELS : SMS_LABELS;
  const other = kind === 'contact' ? SMS_LABELS : CONTACT_LABELS;
  return primary.get(value) ?? other.get(value) ?? asStored(value);
}

/** The label of an estimate's service type ('smarthome' → 'Smart Home Setup'). */
export function estimatorServiceLabel(value: string | null | undefined): string {
  if (!value) return 'Not given';
  if (value === 'unknown') return 'Not recognised';
  return ESTIMATOR_LABELS.get(value) ?? asStored(value);
}

const money = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? `$${Math.round(value).toLocaleString('en-US')}` : undefined);

/**
 * A conversation log's answer as text. Estimates given in the chat are stored as the estimator's
 * JSON ({"serviceType":"panel","estimateMin":1200,...}); they read as
 * "Panel Upgrade/Replacement: $1,200 - $4,000 (labor $720, materials $480). <explanation>".
 * Any other JSON object shows its text fields; plain text is returned as it is.
 */
export function readableAnswer(answer: string | null | undefined): string {
  if (!answer) return '';
  const trimmed = answer.trim();
  if (!trimmed.startsWith('{')) return answer;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return answer;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return answer;
  const fields = parsed as Record<string, unknown>;
  const min = money(fields.estimateMin);
  const max = money(fields.estimateMax);
  if (min && max) {
    const parts: [string, unknown][] = [
      ['labor', fields.laborCost],
      ['materials', fields.materialsCost],
      ['permits', fields.permitsCost],
      ['other', fields.otherCost],
    ];
    const costs = parts.map(([name, value]) => (money(value) ? `${name} ${money(value)}` : '')).filter(Boolean);
    const head = `${estimatorServiceLabel(typeof fields.serviceType === 'string' ? fields.serviceType : null)}: ${min} - ${max}${costs.length ? ` (${costs.join(', ')})` : ''}.`;
    const explanation = typeof fields.explanation === 'string' ? fields.explanation.trim() : '';
    const time = typeof fields.timeEstimate === 'string' && fields.timeEstimate ? ` Time: ${fields.timeEstimate}.` : '';
    return `${head}${explanation ? ` ${explanation}` : ''}${time}`;
  }
  const texts = Object.values(fields).filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  return texts.length ? texts.join(' ') : answer;
}
