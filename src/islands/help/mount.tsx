import { atom } from 'nanostores';
import { createRoot } from 'react-dom/client';
import faq from '../../content/faq.json';
import { orderedFaq } from '../../domain/help.ts';
import { HelpWidget } from './HelpWidget.tsx';

const $helpOpen = atom(false);

/** The FAQ travels with the widget's code, not in every page's HTML. */
const items = orderedFaq(faq);

/** Renders the help dialog and opens it; later clicks open it again. */
export function mount(trigger: HTMLElement): void {
  const container = document.createElement('div');
  container.id = 'help-root';
  document.body.append(container);
  createRoot(container).render(<HelpWidget items={items} open={$helpOpen} />);
  trigger.addEventListener('click', () => $helpOpen.set(true));
  $helpOpen.set(true);
}
