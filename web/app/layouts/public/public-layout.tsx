import { Outlet } from 'react-router';
import { HydrateLater } from '#web/components/hydrate-later.js';
import { MAIN_CONTENT_ID, SkipLink } from '#web/components/ui/skip-link.js';
import { AssistantWidget } from '#web/features/assistant/components/assistant-widget.js';
import { Footer } from './footer.js';
import { NavBar } from './nav-bar.js';

/** Every public route (docs/spec/admin-side.md §2): the header, the page, the footer and the assistant widget. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* Each part of the page is taken over in a task of its own (docs/decisions/0048, 0051). */}
      <HydrateLater>
        <NavBar />
      </HydrateLater>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      {/* Below the page and beside it: taken over after it (docs/decisions/0048). */}
      <HydrateLater>
        <Footer />
      </HydrateLater>
      {/* docs/spec/admin-side.md §2 'Assistant widget': once, for every public route; fixed-positioned, so no wrapper. */}
      <HydrateLater>
        <AssistantWidget />
      </HydrateLater>
    </div>
  );
}
