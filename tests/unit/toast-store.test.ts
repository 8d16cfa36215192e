import { describe, expect, it } from 'vitest';
import { $toast, dismissToast, toast, TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '../../src/islands/toast/store.ts';

describe('toaster', () => {
  it('uses the spec timings: 5000 ms, swipe beyond 50 px, F8', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toEqual(['F8']);
  });

  it('shows one toast at a time: a new one replaces the current one', () => {
    const first = toast({ title: 'Message Sent Successfully!' });
    const second = toast({ title: 'Error Sending Message', description: 'Please try again later.', variant: 'destructive' });
    expect(second.id).not.toBe(first.id);
    expect($toast.get()).toEqual(second);
  });

  it('dismisses only the toast that asked', () => {
    const shown = toast({ title: 'Saved' });
    dismissToast(shown.id - 1);
    expect($toast.get()).toEqual(shown);
    dismissToast(shown.id);
    expect($toast.get()).toBeNull();
  });
});
