import { useStore } from '@nanostores/react';
import {
  SEVERITY_LABELS,
  TROUBLESHOOTER_TREE,
  back,
  callToActionLabel,
  choose,
  isEndNode,
  startOver,
  type Severity,
} from '../../domain/assistant/troubleshooter.ts';
import { contactFromTroubleshooter, logWalk, type BusinessInfo } from './conversation.ts';
import { $walk } from './store.ts';

const SEVERITY_STYLES: Record<Severity, string> = {
  high: 'border-red-300 bg-red-50 text-red-900',
  medium: 'border-amber-300 bg-amber-50 text-amber-950',
  low: 'border-green-300 bg-green-50 text-green-900',
};

export function TroubleshootTab({ business }: { business: BusinessInfo }) {
  const walk = useStore($walk);
  const node = TROUBLESHOOTER_TREE[walk.current] ?? TROUBLESHOOTER_TREE.start;
  const end = isEndNode(node);

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
    <div className="flex max-h-[400px] flex-col gap-3 overflow-y-auto" data-node={node.id}>
      <div>
        <h3 className="text-base font-bold text-slate-900">{node.title}</h3>
        <p className="mt-1 text-sm text-slate-700">{node.description}</p>
      </div>
      <div className={`rounded-lg border p-3 text-sm ${SEVERITY_STYLES[node.severity]}`} data-severity={node.severity}>
        <p className="font-semibold">{SEVERITY_LABELS[node.severity]}</p>
        <p className="mt-1">{node.recommendation}</p>
      </div>
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
