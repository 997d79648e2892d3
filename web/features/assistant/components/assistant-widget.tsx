import { useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useLauncherPlacement } from './use-launcher-placement.js';

// The panel downloads on first open: most visitors never chat, so it stays out of the page's first load.
const ChatPanel = lazy(async () => ({ default: (await import('./chat-panel.js')).ChatPanel }));

type ChatState = 'closed' | 'open' | 'minimised';

/** docs/spec/admin-side.md §2: a floating button on every public route that opens the assistant chat. */
export function AssistantWidget() {
  const { t } = useLingui();
  const [state, setState] = useState<ChatState>('closed');
  const launcherRef = useRef<HTMLButtonElement>(null);
  const shouldFocusLauncher = useRef(false);
  const { bottom, isAside } = useLauncherPlacement(launcherRef, state !== 'open');

  // Back to the launcher in the render that hides the panel.
  useLayoutEffect(() => {
    if (state === 'open' || !shouldFocusLauncher.current) return;
    shouldFocusLauncher.current = false;
    launcherRef.current?.focus();
  }, [state]);

  const leave = (next: ChatState) => {
    shouldFocusLauncher.current = true;
    setState(next);
  };

  return (
    <>
      {state !== 'open' && (
        <button
          ref={launcherRef}
          type="button"
          onClick={() => setState('open')}
          aria-label={
            state === 'minimised' ? t`Open chat assistant (conversation in progress)` : t`Open chat assistant`
          }
          title={t`Chat with our assistant`}
          data-assistant="launcher"
          data-aside={isAside}
          // Issue 20 (phone path): above a docked bottom bar; stepped aside (faded, not tappable, still in the
          // tab order) while a control is under it or a field has the phone's keyboard up.
          style={bottom === null ? undefined : { bottom: `${bottom}px` }}
          className="assistant-launcher fixed right-4 z-40 flex size-12 items-center justify-center rounded-full bg-indigo-700 text-white shadow-lg shadow-indigo-900/30 transition-[opacity,scale] duration-150 hover:scale-105 hover:bg-indigo-800 data-[aside=true]:pointer-events-none data-[aside=true]:scale-75 data-[aside=true]:opacity-0 motion-reduce:transition-none motion-reduce:hover:scale-100 sm:right-6 sm:size-14"
        >
          <MessageCircle aria-hidden="true" className="size-6 sm:size-7" />
          {state === 'minimised' && (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 size-3.5 rounded-full bg-amber-400 ring-2 ring-white"
            />
          )}
        </button>
      )}
      {state !== 'closed' && (
        <Suspense fallback={null}>
          <ChatPanel
            isMinimised={state === 'minimised'}
            onMinimise={() => leave('minimised')}
            onClose={() => leave('closed')}
          />
        </Suspense>
      )}
    </>
  );
}
