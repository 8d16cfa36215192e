/**
 * One toaster for every island: any island calls `toast(...)`; the Toaster component (Radix
 * Toast) is loaded and mounted the first time a toast is shown, so pages that never show one
 * never load it. One toast at a time: a new one replaces the current one.
 */
import { atom } from 'nanostores';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

/** Spec: one at a time, shown for 5000 ms, closed by a swipe right beyond 50 px, F8 focuses it. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export const $toast = atom<ToastMessage | null>(null);

let nextId = 1;
let mounting: Promise<void> | undefined;

function ensureToasterMounted(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  mounting ??= import('./mount.tsx').then(({ mountToaster }) => mountToaster());
  return mounting;
}

export function toast(message: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastMessage['variant'] }): ToastMessage {
  const shown: ToastMessage = { variant: 'default', ...message, id: nextId++ };
  $toast.set(shown);
  void ensureToasterMounted();
  return shown;
}

export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) $toast.set(null);
}
