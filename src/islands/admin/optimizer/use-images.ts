/** The optimized images: loaded at start and after each optimization; a deleted one leaves the list at once. */
import { useCallback, useEffect, useState } from 'react';
import type { OptimizedImage } from '../../../domain/images/rules.ts';
import { adminApi } from '../../lib/api.ts';

export type ListStatus = 'loading' | 'loaded' | 'failed';

export function useImages(sessionEnded: (error: unknown) => boolean) {
  const [images, setImages] = useState<OptimizedImage[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');

  const reload = useCallback(async () => {
    setStatus('loading');
    try {
      const { images: found } = await adminApi('GET /api/optimized-images');
      setImages(found);
      setStatus('loaded');
    } catch (error) {
      if (!sessionEnded(error)) setStatus('failed');
    }
  }, [sessionEnded]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const removed = (name: string) => setImages((current) => current.filter((image) => image.name !== name));

  return { images, status, reload, removed };
}
