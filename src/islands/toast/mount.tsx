import { createRoot } from 'react-dom/client';
import { Toaster } from './Toaster.tsx';

export function mountToaster(): void {
  let container = document.getElementById('toaster-root');
  if (!container) {
    container = document.createElement('div');
    container.id = 'toaster-root';
    document.body.append(container);
  }
  createRoot(container).render(<Toaster />);
}
