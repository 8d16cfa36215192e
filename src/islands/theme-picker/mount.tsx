import { createRoot, type Root } from 'react-dom/client';
import type { Theme } from '../../domain/themes.ts';
import { ThemePicker } from './ThemePicker.tsx';
import { $themePanelOpen, $themeTrigger } from './store.ts';

let root: Root | undefined;

/**
 * Opens the theme panel from one of the theme buttons (header, mobile menu, footer), rendering
 * it on the first call; a second click on the button that opened it closes it.
 */
export function toggle(trigger: HTMLElement): void {
  const container = document.getElementById('theme-picker-root');
  if (!container) return;
  if (!root) {
    const themes = JSON.parse(container.dataset.themes ?? '[]') as Theme[];
    root = createRoot(container);
    root.render(<ThemePicker themes={themes} />);
  }
  const reopen = $themeTrigger.get() !== trigger;
  $themeTrigger.set(trigger);
  $themePanelOpen.set(reopen || !$themePanelOpen.get());
}
