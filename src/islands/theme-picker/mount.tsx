import { createRoot } from 'react-dom/client';
import type { Theme } from '../../domain/themes.ts';
import { ThemePicker } from './ThemePicker.tsx';
import { $themePanelOpen } from './store.ts';

/** Renders the theme panel next to its button and opens it; later clicks toggle it. */
export function mount(trigger: HTMLElement): void {
  const container = document.getElementById('theme-picker-root');
  if (!container) return;
  const themes = JSON.parse(container.dataset.themes ?? '[]') as Theme[];
  createRoot(container).render(<ThemePicker themes={themes} trigger={trigger} />);
  trigger.addEventListener('click', () => $themePanelOpen.set(!$themePanelOpen.get()));
  $themePanelOpen.set(true);
}
