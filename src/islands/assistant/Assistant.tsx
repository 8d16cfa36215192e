import * as Tabs from '@radix-ui/react-tabs';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ChatTab } from './ChatTab.tsx';
import { EstimateTab } from './EstimateTab.tsx';
import { TroubleshootTab } from './TroubleshootTab.tsx';
import { switchTab, type BusinessInfo } from './conversation.ts';
import { $open, $tab, type AssistantTab } from './store.ts';

/** Opening focuses the input after about this long (spec: about 300 ms). */
export const FOCUS_DELAY_MS = 300;

interface Props {
  trigger: HTMLElement;
  business: BusinessInfo;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const TAB_CLASS =
  'flex-1 rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow';

export function Assistant({ trigger, business }: Props) {
  const open = useStore($open);
  const tab = useStore($tab);
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    trigger.setAttribute('aria-expanded', String(open));
    if (!open) return;
    const timer = window.setTimeout(() => card.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus(), FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, trigger]);

  // On a phone the card is a full-height sheet that follows the visual viewport, so the
  // on-screen keyboard never covers the input.
  useEffect(() => {
    if (!open) return;
    const viewport = window.visualViewport;
    const fit = () => {
      const element = card.current;
      if (!element) return;
      element.style.setProperty('--sheet-top', `${viewport ? viewport.offsetTop : 0}px`);
      element.style.setProperty('--sheet-height', `${viewport ? viewport.height : window.innerHeight}px`);
    };
    fit();
    viewport?.addEventListener('resize', fit);
    viewport?.addEventListener('scroll', fit);
    window.addEventListener('resize', fit);
    return () => {
      viewport?.removeEventListener('resize', fit);
      viewport?.removeEventListener('scroll', fit);
      window.removeEventListener('resize', fit);
    };
  }, [open]);

  const close = () => {
    $open.set(false);
    trigger.focus();
  };

  // Escape closes the assistant wherever focus is (inside it, on its launcher, on the page).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  // A modal dialog: Tab and Shift+Tab cycle inside it.
  const trapFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || !card.current) return;
    const focusable = [...card.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null || element === document.activeElement);
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || !card.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!open) return null;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog handles Escape and Tab for its content, as the rule allows on <dialog>
    <section
      ref={card}
      id="assistant-card"
      role="dialog"
      aria-labelledby="assistant-title"
      aria-describedby="assistant-subtitle"
      aria-modal="true"
      className="fixed inset-x-0 top-(--sheet-top,0px) z-50 flex h-(--sheet-height,100dvh) flex-col overflow-hidden bg-white text-slate-800 shadow-2xl sm:inset-x-auto sm:top-auto sm:right-4 sm:bottom-20 sm:h-auto sm:max-h-[calc(100dvh-6rem)] sm:w-[450px] sm:rounded-xl sm:border sm:border-slate-200"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          event.preventDefault();
          close();
        } else trapFocus(event);
      }}
    >
      <div className="flex items-start justify-between gap-3 bg-brand-fill px-4 py-3 text-on-brand-fill">
        <div>
          <h2 id="assistant-title" className="text-lg font-bold">
            Electrical Assistant
          </h2>
          <p id="assistant-subtitle" className="text-sm">
            Ask questions or get cost estimates
          </p>
        </div>
        <button
          type="button"
          onClick={close}
          aria-label="Close assistant"
          className="grid size-11 place-items-center rounded-md hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => switchTab(value as AssistantTab)} className="flex min-h-0 flex-1 flex-col">
        <Tabs.List aria-label="Assistant tools" className="m-3 mb-0 flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="chat" className={TAB_CLASS}>
            Chat
          </Tabs.Trigger>
          <Tabs.Trigger value="troubleshoot" className={TAB_CLASS}>
            Troubleshoot
          </Tabs.Trigger>
          <Tabs.Trigger value="estimate" className={TAB_CLASS}>
            Estimate
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="chat" className="flex min-h-0 flex-1 flex-col overflow-hidden p-3 sm:overflow-y-auto focus-visible:outline-2 focus-visible:outline-slate-900">
          <ChatTab business={business} />
        </Tabs.Content>
        <Tabs.Content value="troubleshoot" className="min-h-0 flex-1 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:outline-slate-900">
          <TroubleshootTab business={business} />
        </Tabs.Content>
        <Tabs.Content value="estimate" className="min-h-0 flex-1 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:outline-slate-900">
          <EstimateTab business={business} onClose={close} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
