/** Streams a CSV export through csv-stringify, batch by batch, with the spec's columns and the formula guard. */
import { stringify } from 'csv-stringify/sync';
import { contactRequests, smsConsents } from '../db/schema.ts';
import { CSV_COLUMNS, csvFileName, csvRow, type ExportKind } from '../../domain/admin/csv.ts';
import { exportBatches, leadFilter, logFilter, tableOf } from './repository.ts';
import type { Database } from '../db/client.ts';

function source(kind: ExportKind, search: string) {
  switch (kind) {
    case 'conversations':
    case 'fallbacks':
    case 'calculator':
    case 'troubleshooter':
      return { table: tableOf(kind), where: logFilter(kind, search) };
    case 'leads':
      return { table: contactRequests, where: leadFilter({ kind: 'contact', spam: false, search }) };
    case 'sms-consents':
      return { table: smsConsents, where: leadFilter({ kind: 'sms_consent', spam: false, search }) };
  }
}

/**
 * CRLF between records (RFC 4180); a line break inside a cell (LF alone too) is quoted; the
 * library's formula guard on top of ours (csvRow), which also looks past leading white space.
 */
const CSV_OPTIONS = { record_delimiter: 'windows', quoted_match: /[\r\n]/, escape_formulas: true } as const;

/** The first batch is read before answering, so a database failure is a 503, not a broken download. */
export async function csvResponse(kind: ExportKind, search: string, db?: Database): Promise<Response> {
  const { table, where } = source(kind, search);
  const encoder = new TextEncoder();
  const batches = exportBatches(table, where, db);
  const first = await batches.next();
  const rows = (batch: Record<string, unknown>[]) =>
    encoder.encode(
      stringify(
        batch.map((row) => csvRow(kind, row)),
        CSV_OPTIONS,
      ),
    );
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          // A byte-order mark so spreadsheet programs read UTF-8.
          controller.enqueue(encoder.encode('\uFEFF' + stringify([CSV_COLUMNS[kind]], CSV_OPTIONS)));
          if (first.done) controller.close();
          else controller.enqueue(rows(first.value));
          return;
        }
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(rows(next.value));
      } catch (error) {
        console.error('admin: CSV export failed', error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName(kind)}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
