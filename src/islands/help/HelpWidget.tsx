import * as Dialog from '@radix-ui/react-dialog';
import { useStore } from '@nanostores/react';
import type { WritableAtom } from 'nanostores';
import { useEffect, useId, useState } from 'react';
import { EXAMPLE_QUESTION, QUESTION_FAILED, QUESTION_REQUIRED, WELCOME_DISMISSED_KEY, paragraphs, searchFaq, type FaqItem } from '../../domain/help.ts';
import { toast } from '../toast/store.ts';
import { siteApi } from '../lib/api.ts';
import { replyActions, type ReplyAction } from '../../domain/assistant/actions.ts';
import { MAX_INPUT_LENGTH } from '../../domain/assistant/limits.ts';

type View = { kind: 'list' } | { kind: 'answer'; item: FaqItem } | { kind: 'ai' };

const LINK_BUTTON = 'text-sm font-semibold text-slate-800 underline hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-slate-900';

function welcomeDismissed(): boolean {
  try {
    return localStorage.getItem(WELCOME_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function HelpWidget({ items, open }: { items: FaqItem[]; open: WritableAtom<boolean> }) {
  const isOpen = useStore(open);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [search, setSearch] = useState('');
  const [showWelcome, setShowWelcome] = useState(() => !welcomeDismissed());
  const [question, setQuestion] = useState('');
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [calls, setCalls] = useState<ReplyAction[]>([]);
  const searchId = useId();
  const questionId = useId();
  const found = searchFaq(items, search);

  useEffect(() => {
    document.getElementById('help-button')?.setAttribute('aria-expanded', String(isOpen));
  }, [isOpen]);

  const dismissWelcome = () => {
    setShowWelcome(false);
    try {
      localStorage.setItem(WELCOME_DISMISSED_KEY, 'true');
    } catch {
      /* not remembered without storage */
    }
  };

  const ask = async () => {
    const text = question.trim();
    if (!text) {
      toast({ ...QUESTION_REQUIRED, variant: 'destructive' });
      return;
    }
    setLoading(true);
    setAnswer(null);
    setCalls([]);
    const result = await siteApi('POST /api/ask', { body: { question: text } }).catch(() => null);
    if (result?.answer?.trim()) {
      setAnswer(result.answer);
      setCalls(replyActions(result.actions).filter((action) => action.type === 'call'));
    } else toast({ ...QUESTION_FAILED, variant: 'destructive' });
    setLoading(false);
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={(next) => open.set(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl bg-white text-slate-800 shadow-2xl focus-visible:outline-none">
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900">How can we help?</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-700">Browse common questions or ask our AI assistant.</Dialog.Description>
            </div>
            <Dialog.Close
              className="grid size-9 place-items-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900"
              aria-label="Close help"
            >
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>

          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            {view.kind === 'list' && (
              <div className="space-y-3">
                {showWelcome && (
                  <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm" role="note">
                    <p className="font-semibold text-slate-900">Welcome!</p>
                    <p className="mt-1 text-slate-700">Find quick answers to common electrical questions below, or ask our AI assistant anything else.</p>
                    <button type="button" onClick={dismissWelcome} className="btn-primary mt-2 min-h-9 px-3 py-1.5 text-sm">
                      Got it!
                    </button>
                  </div>
                )}
                <div>
                  <label htmlFor={searchId} className="sr-only">
                    Search help topics
                  </label>
                  <input
                    id={searchId}
                    type="search"
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                    placeholder="Search help topics..."
                    className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-slate-900"
                  />
                </div>
                {found.length > 0 ? (
                  <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Help topics">
                    {found.map((item) => (
                      <li key={item.question}>
                        <button
                          type="button"
                          onClick={() => setView({ kind: 'answer', item })}
                          className="w-full px-3 py-2.5 text-left text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900"
                        >
                          {item.question}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <div className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm">
                    <p className="font-semibold text-slate-900">No matching topics found</p>
                    <p className="mt-1 text-slate-700">Our AI assistant may know the answer.</p>
                    <button type="button" onClick={() => setView({ kind: 'ai' })} className="btn-primary mt-2 min-h-9 px-3 py-1.5 text-sm">
                      Ask our AI assistant
                    </button>
                  </div>
                )}
                {found.length > 0 && (
                  <p className="text-sm text-slate-700">
                    Can't find what you need?{' '}
                    <button type="button" onClick={() => setView({ kind: 'ai' })} className={LINK_BUTTON}>
                      Ask our AI assistant
                    </button>
                  </p>
                )}
              </div>
            )}

            {view.kind === 'answer' && (
              <article className="space-y-3" aria-labelledby="help-answer-title">
                <button
                  type="button"
                  onClick={() => {
                    setSearch('');
                    setView({ kind: 'list' });
                  }}
                  className={LINK_BUTTON}
                >
                  ← Back to all topics
                </button>
                <h3 id="help-answer-title" className="text-base font-bold text-slate-900">
                  {view.item.question}
                </h3>
                {paragraphs(view.item.answer).map((part) => (
                  <p key={part} className="text-sm text-slate-800">
                    {part}
                  </p>
                ))}
              </article>
            )}

            {view.kind === 'ai' && (
              <div className="space-y-3">
                <button type="button" onClick={() => setView({ kind: 'list' })} className={LINK_BUTTON}>
                  ← Back to topics
                </button>
                <form
                  className="space-y-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void ask();
                  }}
                >
                  <label htmlFor={questionId} className="block text-sm font-semibold text-slate-900">
                    Ask our AI assistant
                  </label>
                  <textarea
                    id={questionId}
                    rows={3}
                    maxLength={MAX_INPUT_LENGTH}
                    value={question}
                    onChange={(event) => setQuestion(event.target.value)}
                    placeholder="Type your electrical question..."
                    className="block w-full resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-slate-900"
                  />
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <button type="button" onClick={() => setQuestion(EXAMPLE_QUESTION)} className={LINK_BUTTON}>
                      Try an example question
                    </button>
                    <button type="submit" disabled={loading} className="btn-primary min-h-10 px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60">
                      {loading ? 'Getting Answer...' : 'Get Answer'}
                    </button>
                  </div>
                </form>
                {answer && (
                  <div className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="help-answer" aria-live="polite">
                    {paragraphs(answer).map((part) => (
                      <p key={part} className="break-words whitespace-pre-line">
                        {part}
                      </p>
                    ))}
                    {calls.map((action) =>
                      action.type === 'call' ? (
                        <a key={action.href} href={action.href} className="btn-primary inline-flex min-h-9 px-3 py-1.5 text-sm" data-action="call">
                          {action.label}
                        </a>
                      ) : null,
                    )}
                  </div>
                )}
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
