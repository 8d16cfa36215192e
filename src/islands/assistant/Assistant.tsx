import * as Tabs from '@radix-ui/react-tabs';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
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

  const close = () => {
    $open.set(false);
    trigger.focus();
  };

  if (!open) return null;

  return (
    <section
      ref={card}
      id="assistant-card"
      role="dialog"
      aria-labelledby="assistant-title"
      aria-describedby="assistant-subtitle"
      className="fixed right-4 bottom-20 z-50 flex max-h-[calc(100dvh-6rem)] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-800 shadow-2xl sm:w-[450px]"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <div className="flex items-start justify-between gap-3 bg-brand-strong px-4 py-3 text-white">
        <div>
          <h2 id="assistant-title" className="text-lg font-bold">
            Electrical Assistant
          </h2>
          <p id="assistant-subtitle" className="text-sm text-white">
            Ask questions or get cost estimates
          </p>
        </div>
        <button
          type="button"
          onClick={close}
          aria-label="Close assistant"
          className="grid size-9 place-items-center rounded-md text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
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
        <Tabs.Content value="chat" className="min-h-0 flex-1 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:outline-slate-900">
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
