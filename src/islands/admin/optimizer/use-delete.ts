/** Deleting an image after the confirmation: pending while the call runs, the failure's text, and whether it went. */
import { useEffect, useRef, useState } from 'react';
import type { OptimizedImage } from '../../../domain/images/rules.ts';
import { adminApi } from '../../lib/api.ts';

interface Options {
  image: OptimizedImage | null;
  onDeleted: (name: string) => void;
  onClose: () => void;
  sessionEnded: (error: unknown) => boolean;
}

export function useDelete({ image, onDeleted, onClose, sessionEnded }: Options) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Set once the image is gone: its button went with it, so focus continues elsewhere. */
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

  return { pending, error, deleted, confirm };
}
