/**
 * The next steps a reply carries beside its text (the chat function, the help box and the
 * estimate helper send them as `actions`): a tap-to-call link, the troubleshooter, the estimator.
 * The islands render call links as <a href="tel:..."> with the number written out in the label.
 */
/** Something the visitor can do from the reply: call (tap-to-call) or open the troubleshooter. */
export type ReplyAction =
  | { type: 'call'; href: string; label: string; number: string }
  | { type: 'troubleshooter'; label: string; startNode: string }
  | { type: 'estimate'; label: string }
  | { type: 'link'; label: string; href: string };

/** Actions of a reply that the chat can show: call links to tel: addresses, the troubleshooter, the estimator. */
export function replyActions(value: unknown): ReplyAction[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is ReplyAction => {
    if (!item || typeof item !== 'object') return false;
    const action = item as Record<string, unknown>;
    if (typeof action.label !== 'string') return false;
    if (action.type === 'call') return typeof action.href === 'string' && /^tel:\+?\d{7,15}$/.test(action.href);
    return action.type === 'estimate';
  });
}
