import { contactDefaults } from '../../domain/leads/schemas.ts';
import { replaceForm } from '../leads/replace-form.tsx';
import ContactForm from './ContactForm.tsx';

/** Takes over the plain contact form inside `container` (see src/browser-scripts/lead-form.ts). */
export function mount(container: HTMLElement, startedAt: number): void {
  const businessName = container.dataset.businessName ?? '';
  replaceForm(container, contactDefaults as Record<string, string | boolean>, (values) => (
    <ContactForm enhanced businessName={businessName} initialValues={values} startedAt={startedAt} />
  ));
}
