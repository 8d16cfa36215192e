/**
 * The image optimizer (spec: assistant-and-admin, sections 2, 4, 5, 7, 8, 9), behind the admin
 * login. Left card: a file picker (images only), quality 50 to 95 (default 80), max width 100 to
 * 3840 (default 1920), Optimize, the optimizing state and the result box. Right card: the images
 * optimized so far, each with a thumbnail, open and delete (after a confirmation).
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { formatLocalDateTime } from '../../domain/local-time.ts';
import {
  MAX_UPLOAD_BYTES,
  NO_FILE_MESSAGE,
  QUALITY,
  TOO_LARGE_MESSAGE,
  WIDTH,
  formatBytes,
  parseOptimizeOptions,
  type OptimizeResult,
  type OptimizedImage,
} from '../../domain/images/rules.ts';
import { inputClass } from '../leads/fields.tsx';
import { ApiError, adminApi } from '../lib/api.ts';
import { AdminGate, AdminHeader, useAdminSession } from './session.tsx';

const TITLE = 'Image Optimizer Tool';
/** The optimizer's own login toast (the dashboard's speaks of customer interaction data). */
export const OPTIMIZER_LOGIN_SUCCESS = 'Logged in successfully. You can optimize images now.';
/** Room for the form's other fields and the multipart boundaries within the request limit. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

type FieldErrors = Partial<Record<'image' | 'quality' | 'width', string>>;
type Outcome = { state: 'idle' } | { state: 'optimizing' } | { state: 'done'; result: NonNullable<OptimizeResult['data']> } | { state: 'failed'; error: string };

export default function ImageOptimizer() {
  return (
    <AdminGate title={TITLE} login={{ title: TITLE, intro: 'Log in to optimize images for the website.', success: OPTIMIZER_LOGIN_SUCCESS }}>
      {(onLoggedOut) => <Optimizer onLoggedOut={onLoggedOut} />}
    </AdminGate>
  );
}

const formatCreated = (value: string) => formatLocalDateTime(value);

function Optimizer({ onLoggedOut }: { onLoggedOut: () => void }) {
  const [images, setImages] = useState<OptimizedImage[]>([]);
  const [listState, setListState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [deleting, setDeleting] = useState<OptimizedImage | null>(null);
  const [notice, setNotice] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);

  const { sessionEnded, logout } = useAdminSession(onLoggedOut);

  const loadImages = useCallback(async () => {
    setListState('loading');
    try {
      const { images: found } = await adminApi('GET /api/optimized-images');
      setImages(found);
      setListState('loaded');
    } catch (error) {
      if (!sessionEnded(error)) setListState('failed');
    }
  }, [sessionEnded]);

  useEffect(() => {
    void loadImages();
  }, [loadImages]);

  return (
    <div className="container-page py-8">
      <AdminHeader title={TITLE} link={{ href: '/admin', label: 'Admin Dashboard' }} onLogout={logout} />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <UploadCard onOptimized={() => void loadImages()} sessionEnded={sessionEnded} />
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
              <button type="button" className="btn-outline mt-2" onClick={() => void loadImages()}>
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
                    <button type="button" className="btn-outline" aria-label={`Delete ${image.name}`} onClick={() => setDeleting(image)}>
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <DeleteDialog
        image={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(name) => {
          setImages((current) => current.filter((image) => image.name !== name));
          setNotice(`Image deleted: ${name}`);
        }}
        sessionEnded={sessionEnded}
        focusAfter={listHeading}
      />
    </div>
  );
}

function UploadCard({ onOptimized, sessionEnded }: { onOptimized: () => void; sessionEnded: (error: unknown) => boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [quality, setQuality] = useState(String(QUALITY.default));
  const [width, setWidth] = useState(String(WIDTH.default));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const id = useId();
  const ids = { file: `${id}-file`, quality: `${id}-quality`, width: `${id}-width` };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!file) found.image = NO_FILE_MESSAGE;
    else if (file.size + FORM_OVERHEAD_BYTES > MAX_UPLOAD_BYTES) found.image = TOO_LARGE_MESSAGE;
    const options = parseOptimizeOptions({ quality, width });
    if (!options.ok) Object.assign(found, options.errors);
    setErrors(found);
    if (Object.keys(found).length > 0 || !file || !options.ok) return;

    setOutcome({ state: 'optimizing' });
    let result: OptimizeResult;
    try {
      result = await adminApi('POST /api/optimize-image', { body: { image: file, ...options.value } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setOutcome({ state: 'idle' });
        sessionEnded(error);
        return;
      }
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      setOutcome({ state: 'failed', error: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (!result.success || !result.data) {
      setOutcome({ state: 'failed', error: result.error ?? result.message });
      return;
    }
    setOutcome({ state: 'done', result: result.data });
    onOptimized();
  }

  const describe = (field: keyof FieldErrors, help: string) => [help, errors[field] ? `${help.replace('-help', '-error')}` : ''].filter(Boolean).join(' ');

  return (
    <section aria-labelledby="optimize-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="optimize-title" className="text-xl font-bold text-slate-900">
        Upload and Optimize
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <div>
          <span className="block font-medium text-slate-900">Image</span>
          <div className="mt-1.5 flex flex-wrap items-center gap-3">
            <input
              id={ids.file}
              type="file"
              accept="image/*"
              className="peer sr-only"
              aria-describedby={describe('image', `${ids.file}-help`)}
              aria-invalid={errors.image ? true : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setErrors((current) => ({ ...current, image: undefined }));
              }}
            />
            <label htmlFor={ids.file} className="btn-outline cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-strong">
              Choose image
            </label>
            <span id={`${ids.file}-help`} className="min-w-0 break-all text-slate-700">
              {file ? `${file.name} (${formatBytes(file.size)})` : 'No file selected'}
            </span>
          </div>
          {errors.image && (
            <p id={`${ids.file}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {errors.image}
            </p>
          )}
        </div>

        <div>
          <label htmlFor={ids.quality} className="block font-medium text-slate-900">
            Quality
          </label>
          <div className="mt-1.5 flex items-center gap-3">
            <input
              id={ids.quality}
              type="range"
              min={QUALITY.min}
              max={QUALITY.max}
              step={QUALITY.step}
              value={quality}
              aria-describedby={describe('quality', `${ids.quality}-help`)}
              aria-invalid={errors.quality ? true : undefined}
              className="w-full accent-brand-strong"
              onChange={(event) => {
                setQuality(event.target.value);
                setErrors((current) => ({ ...current, quality: undefined }));
              }}
            />
            {/* The slider announces its own value; this is for the eye. */}
            <span aria-hidden="true" className="w-10 text-right font-semibold text-slate-900">
              {quality}
            </span>
          </div>
          <p id={`${ids.quality}-help`} className="mt-1 text-sm text-slate-700">
            {QUALITY.min} to {QUALITY.max}: lower makes a smaller file.
          </p>
          {errors.quality && (
            <p id={`${ids.quality}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {errors.quality}
            </p>
          )}
        </div>

        <div>
          <label htmlFor={ids.width} className="block font-medium text-slate-900">
            Max width (pixels)
          </label>
          <input
            id={ids.width}
            type="number"
            inputMode="numeric"
            min={WIDTH.min}
            max={WIDTH.max}
            step={1}
            value={width}
            aria-describedby={describe('width', `${ids.width}-help`)}
            aria-invalid={errors.width ? true : undefined}
            className={`${inputClass} max-w-48`}
            onChange={(event) => {
              setWidth(event.target.value);
              setErrors((current) => ({ ...current, width: undefined }));
            }}
          />
          <p id={`${ids.width}-help`} className="mt-1 text-sm text-slate-700">
            {WIDTH.min} to {WIDTH.max}. Smaller images are never enlarged.
          </p>
          {errors.width && (
            <p id={`${ids.width}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {errors.width}
            </p>
          )}
        </div>

        <button type="submit" className="btn-primary" disabled={outcome.state === 'optimizing'}>
          {outcome.state === 'optimizing' ? 'Optimizing...' : 'Optimize'}
        </button>
      </form>

      <div aria-live="polite" className="mt-5">
        {outcome.state === 'optimizing' && <p className="text-slate-700">Optimizing the image. This takes a few seconds for a large photo.</p>}
        {outcome.state === 'done' && <ResultBox result={outcome.result} />}
        {outcome.state === 'failed' && (
          <div className="rounded-lg border border-red-300 bg-red-50 p-4">
            <p className="font-semibold text-slate-900">Optimization failed</p>
            <p className="mt-1 text-red-700">{outcome.error}</p>
          </div>
        )}
      </div>
    </section>
  );
}

function ResultBox({ result }: { result: NonNullable<OptimizeResult['data']> }) {
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

function DeleteDialog({
  image,
  onClose,
  onDeleted,
  sessionEnded,
  focusAfter,
}: {
  image: OptimizedImage | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
  sessionEnded: (error: unknown) => boolean;
  focusAfter: RefObject<HTMLHeadingElement | null>;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleted = useRef(false);

  useEffect(() => {
    if (image) {
      setError(null);
      deleted.current = false;
    }
  }, [image]);

  async function confirm() {
    if (!image) return;
    setPending(true);
    setError(null);
    try {
      await adminApi('DELETE /api/optimized-images/:name', { params: { name: image.name } });
      deleted.current = true;
      onDeleted(image.name);
      onClose();
    } catch (failure) {
      if (sessionEnded(failure)) return onClose();
      setError(`Failed to delete the image: ${failure instanceof Error ? failure.message : 'unknown error'}`);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root open={image !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            // The deleted image's button is gone: continue from the list's heading.
            if (deleted.current) {
              event.preventDefault();
              focusAfter.current?.focus();
            }
          }}
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">Delete image?</Dialog.Title>
          <Dialog.Description className="mt-2 break-all text-slate-700">
            {image ? `${image.name} will be deleted from the image store. Pages that show it will show a broken image.` : ''}
          </Dialog.Description>
          {error && (
            <p role="alert" className="mt-3 font-medium text-red-700">
              {error}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className="btn-outline" disabled={pending}>
              Cancel
            </Dialog.Close>
            <button type="button" className="btn-primary" onClick={() => void confirm()} disabled={pending}>
              {pending ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
