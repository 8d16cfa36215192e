/** The last 30 days as a small inline SVG line chart (no chart library), with the numbers in a table for screen readers. */
import type { Day } from '../lib/api-routes.ts';

const SERIES = [
  { key: 'leads', label: 'Leads', color: '#b45309', dash: '' },
  { key: 'conversations', label: 'Conversations', color: '#1d4ed8', dash: '6 3' },
  { key: 'estimates', label: 'Estimates', color: '#047857', dash: '2 3' },
] as const;

const WIDTH = 600;
const HEIGHT = 160;
const PAD = { top: 10, right: 10, bottom: 22, left: 34 };

export function OverviewChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.flatMap((day) => SERIES.map((series) => day[series.key])));
  const x = (index: number) => PAD.left + (index * (WIDTH - PAD.left - PAD.right)) / Math.max(1, days.length - 1);
  const y = (value: number) => PAD.top + (1 - value / max) * (HEIGHT - PAD.top - PAD.bottom);
  const total = (key: (typeof SERIES)[number]['key']) => days.reduce((sum, day) => sum + day[key], 0);
  const summary = SERIES.map((series) => `${total(series.key)} ${series.label.toLowerCase()}`).join(', ');
  return (
    <figure className="m-0">
      <figcaption className="text-sm font-semibold text-slate-900">Last 30 days: {summary}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-2 h-auto w-full" role="img" aria-label={`Per day over the last 30 days: ${summary}`}>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#64748b" />
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max)} y2={y(max)} stroke="#e2e8f0" />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" fontSize="11" fill="#334155">
          {max}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize="11" fill="#334155">
          0
        </text>
        {days.length > 0 && (
          <>
            <text x={x(0)} y={HEIGHT - 6} fontSize="11" fill="#334155">
              {days[0].day.slice(5)}
            </text>
            <text x={x(days.length - 1)} y={HEIGHT - 6} fontSize="11" fill="#334155" textAnchor="end">
              {days[days.length - 1].day.slice(5)}
            </text>
          </>
        )}
        {SERIES.map((series) => (
          <polyline
            key={series.key}
            data-series={series.key}
            fill="none"
            stroke={series.color}
            strokeWidth="2"
            strokeDasharray={series.dash || undefined}
            points={days.map((day, index) => `${x(index).toFixed(1)},${y(day[series.key]).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <ul className="mt-1 flex flex-wrap gap-4 text-sm text-slate-800" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-1.5">
            <svg width="22" height="6">
              <line x1="0" x2="22" y1="3" y2="3" stroke={series.color} strokeWidth="2" strokeDasharray={series.dash || undefined} />
            </svg>
            {series.label}
          </li>
        ))}
      </ul>
      <table className="sr-only">
        <caption>Leads, conversations and estimates per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {SERIES.map((series) => (
              <th key={series.key} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              {SERIES.map((series) => (
                <td key={series.key}>{day[series.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
