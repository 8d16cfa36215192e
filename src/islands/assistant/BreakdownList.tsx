/** An estimate's cost breakdown: labor and materials, and permits and other costs when there are any. */
import { formatUsd } from '../../domain/assistant/prices.ts';

interface Breakdown {
  labor: number;
  materials: number;
  permits?: number;
  other?: number;
}

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
