/**
 * Replaces a lead form's plain HTML (rendered by Astro, usable without JavaScript) with its React
 * version, in one synchronous step: what the visitor has typed, ticked or chosen so far becomes the
 * React form's starting values, and the focus (with the caret or selection) goes back to the same
 * field, so the switch cannot be seen or felt.
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The current values of the fields named in `defaults`, typed like them (booleans from checkboxes). */
export function readFormValues<T extends Record<string, string | boolean>>(form: HTMLFormElement, defaults: T): Partial<T> {
  const values: Record<string, string | boolean> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const element = form.elements.namedItem(name) as FieldElement | null;
    if (!element || !('value' in element)) continue;
    values[name] = typeof fallback === 'boolean' ? (element as HTMLInputElement).checked : element.value;
  }
  return values as Partial<T>;
}

export function replaceForm<T extends Record<string, string | boolean>>(container: HTMLElement, defaults: T, render: (values: Partial<T>) => ReactNode): void {
  const form = container.querySelector('form');
  if (!form || form.dataset.enhanced) return;
  const values = readFormValues(form, defaults);
  const active = document.activeElement as FieldElement | null;
  const focusedInside = !!active && form.contains(active);
  const focusedId = focusedInside ? active.id : '';
  const focusedSubmit = focusedInside && !focusedId && active.matches('[type="submit"]');
  let selection: [number, number] | null = null;
  try {
    if (focusedId && 'selectionStart' in active! && active.selectionStart !== null) selection = [active.selectionStart, active.selectionEnd ?? active.selectionStart];
  } catch {
    // e-mail inputs have no selection
  }
  const root = createRoot(container);
  flushSync(() => root.render(render(values)));
  if (focusedSubmit) container.querySelector<HTMLButtonElement>('[type="submit"]')?.focus({ preventScroll: true });
  if (!focusedId) return;
  const next = document.getElementById(focusedId) as FieldElement | null;
  next?.focus({ preventScroll: true });
  if (selection && next && 'setSelectionRange' in next) {
    try {
      (next as HTMLInputElement).setSelectionRange(selection[0], selection[1]);
    } catch {
      // not a text field
    }
  }
}
