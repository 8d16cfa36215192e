/**
 * The upload form's state (file, quality, width, each field's error) and the optimization: checked
 * here first with the shared rules, then sent; the outcome is idle, optimizing, done or failed.
 */
import { useState, type FormEvent } from 'react';
import {
  MAX_UPLOAD_BYTES,
  NO_FILE_MESSAGE,
  QUALITY,
  TOO_LARGE_MESSAGE,
  WIDTH,
  parseOptimizeOptions,
  type OptimizeResult,
  type OptionErrors,
} from '../../../domain/images/rules.ts';
import { ApiError, adminApi } from '../../lib/api.ts';

/** Room for the form's other fields and the multipart boundaries within the request limit. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/** The options' errors (the shared rules), and the image's. */
export type UploadErrors = OptionErrors & { image?: string };
type UploadField = keyof UploadErrors;
export type Optimized = NonNullable<OptimizeResult['data']>;
export type Outcome = { state: 'idle' } | { state: 'optimizing' } | { state: 'done'; result: Optimized } | { state: 'failed'; error: string };

export function useUpload({ onOptimized, sessionEnded }: { onOptimized: () => void; sessionEnded: (error: unknown) => boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [quality, setQuality] = useState(String(QUALITY.default));
  const [width, setWidth] = useState(String(WIDTH.default));
  const [errors, setErrors] = useState<UploadErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  /** A changed field loses its error. */
  const changed = (field: UploadField) => setErrors((current) => ({ ...current, [field]: undefined }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: UploadErrors = {};
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

  return {
    file,
    quality,
    width,
    errors,
    outcome,
    submit,
    chooseFile: (next: File | null) => {
      setFile(next);
      changed('image');
    },
    setQuality: (value: string) => {
      setQuality(value);
      changed('quality');
    },
    setWidth: (value: string) => {
      setWidth(value);
      changed('width');
    },
  };
}
