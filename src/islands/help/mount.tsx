import { atom } from 'nanostores';
import { createRoot } from 'react-dom/client';
import type { FaqItem } from '../../domain/help.ts';
import { HelpWidget } from './HelpWidget.tsx';

export const $helpOpen = atom(false);

/** Renders the help dialog and opens it; later clicks open it again. */
export function mount(trigger: HTMLElement): void {
  const items = JSON.parse(trigger.dataset.faq ?? '[]') as FaqItem[];
  const container = document.createElement('div');
  container.id = 'help-root';
  document.body.append(container);
  createRoot(container).render(<HelpWidget items={items} open={$helpOpen} />);
  trigger.addEventListener('click', () => $helpOpen.set(true));
  $helpOpen.set(true);
}
