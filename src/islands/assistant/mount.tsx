import { createRoot } from 'react-dom/client';
import { Assistant } from './Assistant.tsx';
import type { BusinessInfo } from './conversation.ts';
import { $open } from './store.ts';

/** Renders the assistant card (in its own container at the end of the body) and opens it; later clicks toggle it. */
export function mount(trigger: HTMLElement): void {
  const business: BusinessInfo = {
    name: trigger.dataset.businessName ?? '',
    phone: trigger.dataset.phone ?? '',
    tel: trigger.dataset.tel ?? '',
  };
  const container = document.createElement('div');
  container.id = 'assistant-root';
  document.body.append(container);
  createRoot(container).render(<Assistant trigger={trigger} business={business} />);
  trigger.addEventListener('click', () => $open.set(!$open.get()));
  $open.set(true);
}
