/** The left card: the file picker (images only), quality 50 to 95, max width 100 to 3840, Optimize, and the outcome. */
import { useId } from 'react';
import { QUALITY, WIDTH, formatBytes } from '../../../domain/images/rules.ts';
import { inputClass } from '../../leads/fields.tsx';
import { ResultBox } from './ResultBox.tsx';
import { useUpload, type UploadErrors } from './use-upload.ts';

export function UploadCard({ onOptimized, sessionEnded }: { onOptimized: () => void; sessionEnded: (error: unknown) => boolean }) {
  const upload = useUpload({ onOptimized, sessionEnded });
  const { file, quality, width, errors, outcome } = upload;
  const id = useId();
  const ids = { file: `${id}-file`, quality: `${id}-quality`, width: `${id}-width` };

  const describe = (field: keyof UploadErrors, help: string) => [help, errors[field] ? `${help.replace('-help', '-error')}` : ''].filter(Boolean).join(' ');

  return (
    <section aria-labelledby="optimize-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="optimize-title" className="text-xl font-bold text-slate-900">
        Upload and Optimize
      </h2>
      <form onSubmit={upload.submit} noValidate className="mt-4 space-y-5">
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
              onChange={(event) => upload.chooseFile(event.target.files?.[0] ?? null)}
            />
            <label
              htmlFor={ids.file}
              className="btn-outline cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-strong"
            >
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
              onChange={(event) => upload.setQuality(event.target.value)}
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
            onChange={(event) => upload.setWidth(event.target.value)}
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
