import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Bot } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from './use-assistant-chat.js';

type ChatMessageListProps = { messages: ChatMessage[]; isTyping: boolean };

/** The conversation as an aria-live log: screen readers hear each new message once. */
export function ChatMessageList({ messages, isTyping }: ChatMessageListProps) {
  const { t, i18n } = useLingui();
  const logRef = useRef<HTMLDivElement>(null);

  // Keep the newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the list or the typing state changes
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, isTyping]);

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t`Conversation`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="h-full space-y-3 overflow-y-auto overscroll-contain bg-slate-50 px-4 py-4 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset"
      >
        {messages.map((message) => (
          <div
            key={message.id}
            className={clsx('flex items-end gap-2', message.from === 'user' ? 'justify-end' : 'justify-start')}
          >
            {message.from === 'assistant' && (
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700"
              >
                <Bot className="size-4" />
              </span>
            )}
            <p
              className={clsx(
                'max-w-[80%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words',
                message.from === 'user'
                  ? 'rounded-br-sm bg-indigo-700 text-white'
                  : 'rounded-bl-sm bg-white text-slate-800 shadow-sm ring-1 ring-slate-200',
              )}
            >
              <span className="sr-only">{message.from === 'user' ? t`You:` : t`Assistant:`} </span>
              {message.from === 'user' ? message.text : i18n._(message.text)}
            </p>
          </div>
        ))}
      </div>
      {isTyping && (
        <div className="pointer-events-none absolute bottom-2 left-4 flex items-center gap-2 rounded-full bg-white px-3 py-1.5 shadow-sm ring-1 ring-slate-200">
          <span aria-hidden="true" className="flex gap-1">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-indigo-500 motion-reduce:animate-none"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          <span role="status" className="text-xs text-slate-600">
            <Trans>Assistant is typing…</Trans>
          </span>
        </div>
      )}
    </div>
  );
}
