/** The result box of a successful optimization: the sizes, the savings, the AVIF copy and the link to the image. */
import { formatBytes } from '../../../domain/images/rules.ts';
import type { Optimized } from './use-upload.ts';

export function ResultBox({ result }: { result: Optimized }) {
  const { original, optimized } = result;
  const savings = optimized.savingsPercent;
  return (
    <div className="rounded-lg border border-slate-200 border-l-4 border-l-green-700 bg-white p-4">
      <p className="font-semibold text-slate-900">Image optimized</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-900">
        <dt className="font-medium">Original size</dt>
        <dd>{formatBytes(original.size)}</dd>
        <dt className="font-medium">Optimized size</dt>
        <dd>
          {formatBytes(optimized.size)}
          {optimized.width && optimized.height ? ` (WebP, ${optimized.width} × ${optimized.height})` : ''}
        </dd>
        <dt className="font-medium">Savings</dt>
        <dd>{savings >= 0 ? `${savings}%` : `None: ${Math.abs(savings)}% larger than the original`}</dd>
        {optimized.avif && (
          <>
            <dt className="font-medium">AVIF copy</dt>
            <dd>
              {formatBytes(optimized.avif.size)}{' '}
              <a href={optimized.avif.url} target="_blank" rel="noopener" className="font-medium text-brand-strong underline">
                Open AVIF
              </a>
            </dd>
          </>
        )}
      </dl>
      <p className="mt-3">
        <a href={optimized.url} target="_blank" rel="noopener" className="font-semibold text-brand-strong underline">
          Open optimized image
        </a>
        <span className="ml-2 break-all text-sm text-slate-700">{optimized.url}</span>
      </p>
    </div>
  );
}
