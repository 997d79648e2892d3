import { Trans, useLingui } from '@lingui/react/macro';
import { Bot, Minus, SendHorizontal, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { ASSISTANT_SUGGESTIONS } from '../utils/assistant-replies.js';
import { ChatMessageList } from './chat-message-list.js';
import { useAssistantChat } from './use-assistant-chat.js';

type ChatPanelProps = {
  /** Minimised: hidden but kept, so the conversation survives until the panel is closed. */
  isMinimised: boolean;
  onMinimise: () => void;
  onClose: () => void;
};

const HEADER_BUTTON =
  'flex size-9 items-center justify-center rounded-lg text-indigo-100 hover:bg-white/10 hover:text-white ' +
  'focus-visible:outline-white';

/** docs/spec/admin-side.md §2 'Assistant widget': a non-modal chat dialog with minimise and close. */
export function ChatPanel({ isMinimised, onMinimise, onClose }: ChatPanelProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const { messages, isTyping, send } = useAssistantChat();

  // In the render that shows the panel: what is typed at once goes into the message box.
  useLayoutEffect(() => {
    if (!isMinimised) inputRef.current?.focus();
  }, [isMinimised]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send(draft)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onMinimise();
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-assistant="panel"
      hidden={isMinimised}
      onKeyDown={onKeyDown}
      className="fixed right-3 bottom-3 z-50 flex h-[min(34rem,calc(100dvh-1.5rem))] w-[calc(100vw-1.5rem)] max-w-sm flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 sm:right-6 sm:bottom-6"
    >
      <header className="flex items-center gap-3 bg-indigo-700 px-4 py-3 text-white">
        <span className="flex size-9 items-center justify-center rounded-full bg-white/15">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold">
            <Trans>Career Assistant</Trans>
          </h2>
          <p className="text-xs text-indigo-200">
            <Trans>Quick answers about internships</Trans>
          </p>
        </div>
        <button type="button" onClick={onMinimise} aria-label={t`Minimise chat`} className={HEADER_BUTTON}>
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <button type="button" onClick={onClose} aria-label={t`Close chat`} className={HEADER_BUTTON}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <ChatMessageList messages={messages} isTyping={isTyping} />
      {messages.length === 1 && (
        <ul aria-label={t`Suggested questions`} className="flex flex-wrap gap-2 border-t border-slate-100 px-4 py-3">
          {ASSISTANT_SUGGESTIONS.map((descriptor) => i18n._(descriptor)).map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                onClick={() => send(suggestion)}
                className="rounded-full bg-indigo-50 px-3 py-1.5 text-xs font-medium text-indigo-800 ring-1 ring-indigo-100 hover:bg-indigo-100"
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex items-center gap-2 border-t border-slate-200 bg-white p-3">
        <label htmlFor={inputId} className="sr-only">
          <Trans>Type your message</Trans>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t`Ask about internships…`}
          autoComplete="off"
          maxLength={500}
          className="h-11 min-w-0 flex-1 rounded-full border border-slate-300 bg-slate-50 px-4 text-base text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:bg-white sm:text-sm"
        />
        <button
          type="submit"
          aria-label={t`Send message`}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-white hover:bg-indigo-800"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
    </section>
  );
}
