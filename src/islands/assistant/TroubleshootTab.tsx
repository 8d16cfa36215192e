import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import {
  SEVERITY_LABELS,
  TROUBLESHOOTER_TREE,
  back,
  START_NODE_ID,
  callToActionLabel,
  choose,
  isEndNode,
  startOver,
  type Severity,
} from '../../domain/assistant/troubleshooter.ts';
import { contactFromTroubleshooter, logWalk, type BusinessInfo } from './conversation.ts';
import { $walk } from './store.ts';

/** Ends where life may be at risk: 911 comes first, then our 24/7 line. */
const CALL_911_FIRST = new Set(['burning-emergency']);

const SEVERITY_STYLES: Record<Severity, string> = {
  high: 'border-red-300 bg-red-50 text-red-900',
  medium: 'border-amber-300 bg-amber-50 text-amber-950',
  low: 'border-green-300 bg-green-50 text-green-900',
};

export function TroubleshootTab({ business }: { business: BusinessInfo }) {
  const walk = useStore($walk);
  const node = TROUBLESHOOTER_TREE[walk.current] ?? TROUBLESHOOTER_TREE.start;
  const end = isEndNode(node);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(node.id);
  // The first screen asks before it judges: no severity box until a choice is made.
  const judged = node.id !== START_NODE_ID;
  // A serious end puts the 24/7 number in reach, written out, before any explanation.
  const callNow = end && node.severity === 'high';

  // After a choice (or Back, or Start Over) focus moves to the new question, so a keyboard
  // user carries on from there and a screen reader reads it.
  useEffect(() => {
    if (shown.current === node.id) return;
    shown.current = node.id;
    heading.current?.focus();
  }, [node.id]);

  const pick = (optionId: string) => {
    const next = choose(walk, optionId);
    $walk.set(next);
    // A finished path is logged once, when its end is reached.
    if (next !== walk && isEndNode(TROUBLESHOOTER_TREE[next.current])) logWalk(next);
  };

  const action = () => {
    if (node.callToAction.action === 'contact') contactFromTroubleshooter(business);
    else $walk.set(startOver());
  };

  return (
    <div className="flex flex-col gap-3 sm:max-h-[400px] sm:overflow-y-auto" data-node={node.id}>
      <div>
        <h3
          ref={heading}
          tabIndex={-1}
          className="text-base font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900"
          aria-describedby="troubleshooter-question"
        >
          {node.title}
        </h3>
        <p id="troubleshooter-question" className="mt-1 text-sm text-slate-700">
          {node.description}
        </p>
      </div>
      {callNow && CALL_911_FIRST.has(node.id) && (
        <a href="tel:911" className="btn-emergency min-h-14 w-full px-4 py-3 text-center text-lg leading-tight">
          Call 911
        </a>
      )}
      {callNow && (
        <a
          href={`tel:${business.tel}`}
          className={`${CALL_911_FIRST.has(node.id) ? 'btn bg-slate-900 text-white hover:bg-slate-800' : 'btn-emergency'} min-h-14 w-full px-4 py-3 text-center text-lg leading-tight`}
          data-testid="troubleshooter-call"
        >
          <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
          </svg>
          <span>Call 24/7: {business.phone}</span>
        </a>
      )}
      {judged ? (
        <div className={`rounded-lg border p-3 text-sm ${SEVERITY_STYLES[node.severity]}`} data-severity={node.severity}>
          <p className="font-semibold">{SEVERITY_LABELS[node.severity]}</p>
          <p className="mt-1">{node.recommendation}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{node.recommendation}</p>
      )}
      {!end && (
        <div>
          <p className="mb-2 text-sm font-semibold text-slate-900" id="troubleshooter-options-label">
            Select an option:
          </p>
          <ul className="grid gap-2" aria-labelledby="troubleshooter-options-label">
            {node.options.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => pick(item.id)}
                  className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-slate-900"
                >
                  {item.text}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" onClick={action} className={`${node.callToAction.action === 'contact' ? 'btn-primary' : 'btn-secondary'} min-h-10 px-4 py-2 text-sm`}>
        {callToActionLabel(node, business.name)}
      </button>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => $walk.set(back(walk))}
          disabled={walk.history.length === 0}
          className="btn-outline min-h-9 flex-1 px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60"
        >
          Back
        </button>
        {/* A restart end's call to action is already 'Start Over'. */}
        {node.callToAction.action !== 'restart' && (
          <button type="button" onClick={() => $walk.set(startOver())} className="btn-outline min-h-9 flex-1 px-3 py-1.5 text-sm">
            Start Over
          </button>
        )}
      </div>
    </div>
  );
}
