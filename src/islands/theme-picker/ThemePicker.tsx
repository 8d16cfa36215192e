import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { applyTheme, type Theme } from '../../domain/themes.ts';
import { $themePanelOpen, $themeTrigger, readSavedTheme, saveTheme } from './store.ts';

/** How long the 'Saved!' confirmation stays (spec: 2 s). */
export const SAVED_INDICATOR_MS = 2000;

interface Props {
  themes: Theme[];
}

export function ThemePicker({ themes }: Props) {
  const open = useStore($themePanelOpen);
  const trigger = useStore($themeTrigger);
  const [selected, setSelected] = useState(readSavedTheme);
  const [saved, setSaved] = useState(false);
  const savedTimer = useRef<number | undefined>(undefined);
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    for (const button of document.querySelectorAll('[data-theme-picker-trigger]')) button.setAttribute('aria-expanded', String(open && button === trigger));
    if (open) {
      panel.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    } else {
      // Closing without saving goes back to the saved theme.
      const savedTheme = readSavedTheme();
      applyTheme(document.documentElement, savedTheme);
      setSelected(savedTheme);
    }
  }, [open, trigger]);

  useEffect(() => () => window.clearTimeout(savedTimer.current), []);

  const close = () => {
    $themePanelOpen.set(false);
    trigger?.focus();
  };

  const choose = (themeId: string) => {
    setSelected(themeId);
    setSaved(false);
    applyTheme(document.documentElement, themeId);
  };

  const save = () => {
    saveTheme(selected);
    setSaved(true);
    window.clearTimeout(savedTimer.current);
    savedTimer.current = window.setTimeout(() => setSaved(false), SAVED_INDICATOR_MS);
  };

  if (!open) return null;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog handles Escape for its content, as the rule allows on <dialog>
    <div
      ref={panel}
      id="theme-picker-panel"
      role="dialog"
      aria-labelledby={headingId}
      className="fixed inset-x-4 bottom-(--dock-room) z-[60] mx-auto max-h-[calc(100dvh-var(--dock-room)-1rem)] w-auto max-w-sm overflow-y-auto rounded-xl sm:inset-x-auto sm:right-4 sm:bottom-auto sm:top-28 sm:w-72 border border-slate-200 bg-white p-4 text-slate-800 shadow-2xl"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 id={headingId} className="text-base font-bold text-slate-900">
          Choose a Theme
        </h2>
        <button type="button" onClick={close} className="rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100">
          Close
        </button>
      </div>
      <fieldset>
        <legend className="sr-only">Colour theme</legend>
        <div className="grid gap-2">
          {themes.map((theme) => (
            <label
              key={theme.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-slate-900 has-[:checked]:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-slate-900"
            >
              <input type="radio" name="theme" value={theme.id} checked={selected === theme.id} onChange={() => choose(theme.id)} className="sr-only" />
              <span className="flex" aria-hidden="true">
                {[theme.colors.primary, theme.colors.secondary, theme.colors.accent].map((color) => (
                  <span key={color} className="-mr-1 size-5 rounded-full border-2 border-white" style={{ backgroundColor: color }} />
                ))}
              </span>
              <span className="text-sm font-medium">{theme.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex items-center gap-3">
        <button type="button" onClick={save} className="btn-primary min-h-10 flex-1 py-2 text-sm">
          Save Theme
        </button>
        <span role="status" className="min-w-14 text-sm font-semibold text-green-800">
          {saved ? 'Saved!' : ''}
        </span>
      </div>
    </div>
  );
}
