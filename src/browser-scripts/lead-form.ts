/**
 * Enhances a lead form on the visitor's first interaction with it. Until then the form is plain
 * HTML that works on its own (it posts to its function, which answers with a page), and the page
 * runs no framework code. The first focus or input inside the form downloads its React version,
 * which then takes the form's place with what was typed and the focus (islands/leads/replace-form).
 * Should the visitor send the plain form before that, it is simply sent as it is.
 */
export interface LeadForm {
  /** id of the element that holds the plain form and becomes the React root */
  container: string;
  load: () => Promise<{ mount: (container: HTMLElement, startedAt: number) => void }>;
}

export function enhanceOnInteraction({ container: containerId, load }: LeadForm): void {
  const container = document.getElementById(containerId);
  const form = container?.querySelector('form');
  if (!container || !form) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const startedAt = performance.now();
    for (const type of ['focusin', 'input'] as const) form.removeEventListener(type, start);
    load()
      .then((module) => module.mount(container, startedAt))
      .catch((error: unknown) => console.error('The form could not be enhanced; it still works as a plain form.', error));
  };
  for (const type of ['focusin', 'input'] as const) form.addEventListener(type, start);
}
