import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ASSISTANT_GREETING, getAssistantReply, getReplyDelayMs } from '../utils/assistant-replies.js';

/**
 * The student's messages as typed; the assistant's as descriptors, shown in the pages' language (and in
 * a new one if the language changes mid-conversation).
 */
type UnsentMessage = { from: 'user'; text: string } | { from: 'assistant'; text: MessageDescriptor };
export type ChatMessage = UnsentMessage & { id: number };

/** The conversation: a greeting first; each user message gets a canned reply after 1-2 s (docs/spec/admin-side.md §2). */
export function useAssistantChat() {
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, from: 'assistant', text: ASSISTANT_GREETING }]);
  const [pendingReplies, setPendingReplies] = useState(0);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) window.clearTimeout(id);
      pending.clear();
    };
  }, []);

  const addMessage = useCallback((message: UnsentMessage) => {
    const id = nextId.current++;
    setMessages((current) => [...current, { ...message, id }]);
  }, []);

  /** Sends `text` (in any of the languages); blank messages are ignored. Returns whether it was sent. */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message) return false;
      addMessage({ from: 'user', text: message });
      setPendingReplies((count) => count + 1);
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        addMessage({ from: 'assistant', text: getAssistantReply(message) });
        setPendingReplies((count) => count - 1);
      }, getReplyDelayMs());
      timers.current.add(timer);
      return true;
    },
    [addMessage],
  );

  return { messages, isTyping: pendingReplies > 0, send };
}
