import { smsConsentDefaults } from '../../domain/leads/schemas.ts';
import { replaceForm } from '../leads/replace-form.tsx';
import SmsConsentForm from './SmsConsentForm.tsx';

/** Takes over the plain consent form inside `container` (see src/browser-scripts/lead-form.ts). */
export function mount(container: HTMLElement, startedAt: number): void {
  const { businessName = '', phoneDisplay = '', phoneHref = '', area = '' } = container.dataset;
  replaceForm(container, smsConsentDefaults as Record<string, string | boolean>, (values) => (
    <SmsConsentForm enhanced businessName={businessName} phoneDisplay={phoneDisplay} phoneHref={phoneHref} area={area} initialValues={values} startedAt={startedAt} />
  ));
}
