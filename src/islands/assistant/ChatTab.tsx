import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatUsd } from '../../domain/assistant/prices.ts';
import { beginWalk } from '../../domain/assistant/troubleshooter.ts';
import { ESTIMATE_NOTE, SLOW_NOTICE_MS, SLOW_NOTICE_TEXT, SUGGESTED_QUESTIONS, SUGGESTIONS_UP_TO, sendMessage, type BusinessInfo } from './conversation.ts';
import { $messages, $tab, $walk, type ChatMessage } from './store.ts';
import { BreakdownList } from './BreakdownList.tsx';
import { MAX_INPUT_LENGTH } from '../../domain/assistant/limits.ts';

/** The input grows with its text up to this height (spec: 200 px). */
export const INPUT_MAX_HEIGHT_PX = 200;

export function ChatTab({ business }: { business: BusinessInfo }) {
  const messages = useStore($messages);
  const visible = messages.filter((message) => message.role !== 'system');
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [slow, setSlow] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [visible.length, pending, slow]);

  // When the sheet shrinks (the on-screen keyboard opens), the latest message stays in view.
  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => element.scrollTo({ top: element.scrollHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_NOTICE_MS);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [pending]);

  const resize = () => {
    const box = textarea.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
  };
  useEffect(resize, [input]);

  const send = async (text: string) => {
    if (pending || !text.trim()) return;
    setPending(true);
    setInput('');
    try {
      await sendMessage(text, business);
    } finally {
      setPending(false);
      textarea.current?.focus();
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div
        ref={list}
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        tabIndex={0}
        className="min-h-16 flex-1 space-y-3 sm:h-[350px] sm:max-h-[40dvh] sm:flex-none overflow-y-auto rounded-lg bg-slate-50 p-3 focus-visible:outline-2 focus-visible:outline-slate-900"
      >
        {visible.length === 0 && (
          <p className="text-sm text-slate-700">
            Hi! I can answer questions about our electrical services, service areas and safety, and give you a rough cost estimate. How can I help?
          </p>
        )}
        {visible.map((message, index) => (
          <Message key={index} message={message} />
        ))}
        {pending && (
          <div className="max-w-[85%] rounded-lg bg-white px-3 py-2 text-sm text-slate-700 shadow-sm" role="status">
            <p>Thinking...</p>
            {slow && <p className="mt-1 text-xs text-slate-700">{SLOW_NOTICE_TEXT}</p>}
          </div>
        )}
      </div>

      {visible.length <= SUGGESTIONS_UP_TO && !pending && (
        <div>
          <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">Common questions</h3>
          {/* On a phone the suggestions scroll sideways in one row, so the input keeps its place above the keyboard. */}
          <ul className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
            {SUGGESTED_QUESTIONS.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  onClick={() => void send(question)}
                  className="shrink-0 rounded-full border border-slate-300 bg-white px-2.5 py-1 text-left text-xs whitespace-nowrap sm:shrink sm:whitespace-normal text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void send(input);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Your message
        </label>
        <textarea
          id={inputId}
          ref={textarea}
          data-autofocus
          rows={1}
          value={input}
          maxLength={MAX_INPUT_LENGTH}
          placeholder="Type your question or describe your project..."
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send(input);
            }
          }}
          style={{ maxHeight: INPUT_MAX_HEIGHT_PX }}
          className="min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-slate-900"
        />
        <button type="submit" disabled={pending || !input.trim()} className="btn-primary min-h-10 px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60">
          Send
        </button>
      </form>
    </div>
  );
}

function Message({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  const [sourcesOpen, setSourcesOpen] = useState(false);
  const sourcesId = useId();
  return (
    <div className={mine ? 'ml-auto max-w-[85%]' : 'max-w-[90%]'} data-role={message.role}>
      <div className={`rounded-lg px-3 py-2 text-sm whitespace-pre-wrap ${mine ? 'bg-brand-fill text-on-brand-fill' : 'bg-white text-slate-800 shadow-sm'}`}>{message.content}</div>
      {message.estimate && <EstimateBox estimate={message.estimate} />}
      {message.actions && message.actions.length > 0 && <ReplyActions actions={message.actions} />}
      {message.showTroubleshooterButton && (
        <button
          type="button"
          onClick={() => {
            $walk.set(beginWalk(message.troubleshooterStartNode ?? 'start'));
            $tab.set('troubleshoot');
          }}
          className="btn-secondary mt-2 min-h-9 px-3 py-1.5 text-sm"
        >
          Use Troubleshooter
        </button>
      )}
      {message.citations && message.citations.length > 0 && (
        <div className="mt-1">
          <button
            type="button"
            aria-expanded={sourcesOpen}
            aria-controls={sourcesId}
            onClick={() => setSourcesOpen(!sourcesOpen)}
            className="text-xs font-semibold text-slate-700 underline hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900"
          >
            View Sources ({message.citations.length})
          </button>
          <ul id={sourcesId} hidden={!sourcesOpen} className="mt-1 list-disc pl-5 text-xs">
            {message.citations.map((url) => (
              <li key={url}>
                <a href={url} className="break-all text-slate-800 underline">
                  {sourceLabel(url)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The reply's next steps: a tap-to-call link with the number written out, the estimator. */
function ReplyActions({ actions }: { actions: NonNullable<ChatMessage['actions']> }) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {actions.map((action) =>
        action.type === 'call' ? (
          <a key={action.href} href={action.href} className="btn-primary min-h-9 px-3 py-1.5 text-sm" data-action="call">
            {action.label}
          </a>
        ) : action.type === 'estimate' ? (
          <button key="estimate" type="button" onClick={() => $tab.set('estimate')} className="btn-secondary min-h-9 px-3 py-1.5 text-sm" data-action="estimate">
            {action.label}
          </button>
        ) : null,
      )}
    </div>
  );
}

/** A citation's path (or the whole address when it is another site). */
function sourceLabel(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? parsed.pathname + parsed.hash : parsed.href;
  } catch {
    return url;
  }
}

function EstimateBox({ estimate }: { estimate: NonNullable<ChatMessage['estimate']> }) {
  return (
    <div className="mt-2 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-slate-800" data-testid="estimate-box">
      <p className="font-semibold text-slate-900">Cost Estimate</p>
      <p className="text-lg font-bold text-green-900">
        {formatUsd(estimate.min)} - {formatUsd(estimate.max)}
      </p>
      <BreakdownList breakdown={estimate.breakdown} className="mt-1 grid grid-cols-2 gap-x-3 text-xs" />
      <p className="mt-2 text-xs text-slate-700">{ESTIMATE_NOTE}</p>
    </div>
  );
}
