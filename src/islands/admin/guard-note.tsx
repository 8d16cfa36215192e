/** The note beside a logged answer that the guard replaced (docs/assistant-guard.md). */

/** What each guard rule means to the owner. */
export const GUARD_RULE_LABELS: Record<string, string> = {
  contact: 'a phone number or e-mail that is not ours',
  area: 'a place outside our service area claimed as served',
  credentials: 'a licence, certification, insurance or warranty claim we do not make',
  price: 'a price outside the price table’s range',
  link: 'a link to another site',
  arrival: 'a promised arrival time',
  safety: 'a sign of danger called harmless',
  'estimate-no-estimate': 'no estimate in the reply',
  'estimate-truncated-number': 'a cut-off number in the estimate',
  'estimate-min-above-max': 'an estimate minimum above its maximum',
  'estimate-out-of-range': 'an estimate outside the price table’s range',
  'estimate-breakdown': 'labour and materials far from the estimate',
};

export function guardRuleText(rule: string): string {
  const label = GUARD_RULE_LABELS[rule] ?? rule;
  return rule.startsWith('estimate-')
    ? `The model's estimate was not used (${label}); the standard price rules answered.`
    : `The model's reply was replaced by the offline answer: it contained ${label}.`;
}

export function GuardNote({ rule }: { rule?: string | null }) {
  if (!rule) return null;
  return (
    <p className="mt-1 text-sm font-semibold text-amber-900" data-guard-rule={rule}>
      {guardRuleText(rule)}
    </p>
  );
}
