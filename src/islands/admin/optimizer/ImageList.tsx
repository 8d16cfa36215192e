/** The right card: the images optimized so far, newest first, each with a thumbnail, Open and Delete. */
import type { RefObject } from 'react';
import { formatLocalDateTime } from '../../../domain/local-time.ts';
import { formatBytes, type OptimizedImage } from '../../../domain/images/rules.ts';
import type { ListStatus } from './use-images.ts';

interface Props {
  images: OptimizedImage[];
  listState: ListStatus;
  /** What happened last (e.g. "Image deleted: …"), announced. */
  notice: string;
  listHeading: RefObject<HTMLHeadingElement | null>;
  onRetry: () => void;
  onDelete: (image: OptimizedImage) => void;
}

const formatCreated = (value: string) => formatLocalDateTime(value);

export function ImageList({ images, listState, notice, listHeading, onRetry, onDelete }: Props) {
  return (
    <section aria-labelledby="optimized-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="optimized-title" ref={listHeading} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
        Optimized Images
      </h2>
      <p role="status" className="mt-1 break-all text-sm text-slate-700 empty:hidden">
        {notice}
      </p>
      {listState === 'loading' && images.length === 0 && (
        <p role="status" className="mt-4 text-slate-700">
          Loading optimized images...
        </p>
      )}
      {listState === 'failed' && (
        <div role="alert" className="mt-4 text-red-700">
          <p>Failed to load optimized images.</p>
          <button type="button" className="btn-outline mt-2" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {listState === 'loaded' && images.length === 0 && <p className="mt-4 text-slate-700">No optimized images yet</p>}
      {images.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200" aria-label="Optimized images, newest first">
          {images.map((image) => (
            <li key={image.name} className="flex items-center gap-4 py-3">
              <img
                src={image.url}
                width={64}
                height={Math.max(1, Math.round((64 * image.height) / image.width))}
                loading="lazy"
                decoding="async"
                alt=""
                className="h-auto max-h-16 w-16 shrink-0 rounded border border-slate-200 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="break-all font-semibold text-slate-900">{image.name}</p>
                <p className="text-sm text-slate-700">
                  {formatBytes(image.size)} · {image.width} × {image.height} · <time dateTime={image.created}>{formatCreated(image.created)}</time>
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <a href={image.url} target="_blank" rel="noopener" className="btn-outline" aria-label={`Open ${image.name}`}>
                  Open
                </a>
                <button type="button" className="btn-outline" aria-label={`Delete ${image.name}`} onClick={() => onDelete(image)}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
