/** An estimate's cost breakdown: labor and materials, and permits and other costs when there are any. */
import type { Breakdown } from '../../domain/assistant/estimator.ts';
import { formatUsd } from '../../domain/assistant/prices.ts';

export function BreakdownList({ breakdown, className }: { breakdown: Breakdown; className: string }) {
  const rows: [string, number | undefined][] = [
    ['Labor', breakdown.labor],
    ['Materials', breakdown.materials],
    ['Permits', breakdown.permits || undefined],
    ['Other', breakdown.other || undefined],
  ];
  return (
    <dl className={className}>
      {rows
        .filter(([, amount]) => amount !== undefined)
        .map(([label, amount]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right">{formatUsd(amount ?? 0)}</dd>
          </div>
        ))}
    </dl>
  );
}
