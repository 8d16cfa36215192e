/** The dashboard's log tables: conversations (and fallbacks), calculator and troubleshooter. */
import type { ReactNode } from 'react';
import { CATEGORIES } from '../../../domain/assistant/categories.ts';
import { formatMoney } from '../../../domain/admin/csv.ts';
import { estimatorServiceLabel, readableAnswer } from '../../../domain/admin/labels.ts';
import type { CalculatorLog, ConversationLog, TroubleshooterLog } from '../../lib/api-routes.ts';
import { formatDate } from '../dialogs.tsx';
import { GuardNote } from '../guard-note.tsx';

const categoryLabel = (id: string) => CATEGORIES.find((category) => category.id === id)?.label ?? id;
const shorten = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

export function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm text-slate-900">
        <thead className="bg-slate-100">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="p-2 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function ConversationTable({ logs, onEdit }: { logs: ConversationLog[]; onEdit: (log: ConversationLog) => void }) {
  return (
    <Table head={['Date', 'Question', 'Answer', 'Category', 'Fallback', 'Actions']}>
      {logs.map((log) => (
        <tr key={log.id} className="border-t border-slate-200 align-top">
          <td className="p-2 whitespace-nowrap">{formatDate(log.createdAt)}</td>
          <td className="p-2 break-words">{log.question}</td>
          <td className="p-2 break-words">
            {shorten(readableAnswer(log.answer), 240)}
            <GuardNote rule={log.guardRule} />
          </td>
          <td className="p-2">{categoryLabel(log.category)}</td>
          <td className="p-2">{log.includedInFallback ? 'Yes' : 'No'}</td>
          <td className="p-2">
            <button type="button" className="btn-outline min-h-9 px-3 py-1 text-sm" onClick={() => onEdit(log)}>
              Edit<span className="sr-only"> conversation {log.id}</span>
            </button>
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function CalculatorTable({ logs, onDetails }: { logs: CalculatorLog[]; onDetails: (log: CalculatorLog) => void }) {
  return (
    <Table head={['Date', 'Service Type', 'Estimate', 'Details']}>
      {logs.map((log) => (
        <tr key={log.id} className="border-t border-slate-200 align-top">
          <td className="p-2 whitespace-nowrap">{formatDate(log.createdAt)}</td>
          <td className="p-2">{estimatorServiceLabel(log.serviceType)}</td>
          <td className="p-2 whitespace-nowrap">
            {formatMoney(log.estimateMin)} - {formatMoney(log.estimateMax)}
          </td>
          <td className="p-2">
            <button type="button" className="btn-outline min-h-9 px-3 py-1 text-sm" onClick={() => onDetails(log)}>
              View details<span className="sr-only"> of estimate {log.id}</span>
            </button>
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function TroubleshooterTable({ logs }: { logs: TroubleshooterLog[] }) {
  return (
    <Table head={['Date', 'Issue Type', 'Path', 'Severity', 'Completed']}>
      {logs.map((log) => (
        <tr key={log.id} className="border-t border-slate-200 align-top">
          <td className="p-2 whitespace-nowrap">{formatDate(log.createdAt)}</td>
          <td className="p-2">{log.issueType}</td>
          <td className="p-2 break-words">{log.pathTaken.join(' → ')}</td>
          <td className="p-2">{log.severity ?? 'Not given'}</td>
          <td className="p-2">{log.completedPath ? 'Yes' : 'No'}</td>
        </tr>
      ))}
    </Table>
  );
}
