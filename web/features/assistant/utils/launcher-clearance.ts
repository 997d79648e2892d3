// Issue 20 (phone path): the assistant's floating button must never sit on something a student taps or
// types into. These read the page around the button; assistant-widget.tsx moves it accordingly.

/** Fields that bring up a phone's on-screen keyboard (or its picker): the button steps aside while one has focus. */
const TEXT_ENTRY =
  'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=button]):not([type=submit])' +
  ':not([type=reset]):not([type=range]):not([type=color]):not([type=image]), textarea, select, [contenteditable]';

/** Anything a student can tap: while one is under the button, the button steps aside. */
const CONTROL =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, label:has(input, select, textarea), ' +
  '[role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=menuitem], ' +
  '[role=option], [role=combobox], [tabindex]:not([tabindex="-1"])';

/**
 * The convention with pages that dock a bar to the bottom of a phone's screen (the internship's Apply
 * bar): such a bar carries `data-bottom-bar`, and the button sits above it.
 */
export const BOTTOM_BAR_SELECTOR = '[data-bottom-bar]';

/** The gap between the button and the screen's bottom edge, or a bottom bar's top edge, in px. */
export const LAUNCHER_GAP_PX = 16;

export function isTextEntry(element: Element | null): boolean {
  if (!element || element.closest('[data-assistant]')) return false;
  if (element.matches('[contenteditable="false"]')) return false;
  return element.matches(TEXT_ENTRY);
}

/**
 * How far above the screen's bottom edge the button goes, in px: above the highest bar marked
 * `data-bottom-bar` that is docked to the bottom (its lower edge at the screen's), else the usual gap.
 */
export function launcherBottom(): number {
  const viewportHeight = window.innerHeight;
  let bottom = LAUNCHER_GAP_PX;
  for (const bar of document.querySelectorAll(BOTTOM_BAR_SELECTOR)) {
    const box = bar.getBoundingClientRect();
    const isDocked = box.height > 0 && box.top < viewportHeight && box.bottom >= viewportHeight - 2;
    if (isDocked) bottom = Math.max(bottom, viewportHeight - box.top + LAUNCHER_GAP_PX / 2);
  }
  return Math.round(bottom);
}

// Points sampled over the button's box: edges included, no two more than a quarter of the box apart,
// so a control as small as a checkbox cannot slip between them.
const SAMPLES = [0.02, 0.25, 0.5, 0.75, 0.98];

export type Box = { left: number; top: number; width: number; height: number };

/**
 * The button's box where it rests `bottom` px above the screen's bottom edge, from its layout (the
 * transform of its stepping aside or its hover left out, so what it measures does not move it).
 */
export function restingBox(launcher: HTMLElement, bottom: number): Box {
  const width = launcher.offsetWidth;
  const height = launcher.offsetHeight;
  const right = Number.parseFloat(getComputedStyle(launcher).right) || 0;
  return {
    left: document.documentElement.clientWidth - right - width,
    top: window.innerHeight - bottom - height,
    width,
    height,
  };
}

/** Whether a control of the page lies under `box` (the button's, whether shown or stepped aside). */
export function isControlUnder(box: Box, launcher: Element): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  for (const fx of SAMPLES) {
    for (const fy of SAMPLES) {
      const stack = document.elementsFromPoint(box.left + box.width * fx, box.top + box.height * fy);
      // The topmost element that is not the button itself: what the button would hide there.
      const beneath = stack.find((element) => element !== launcher && !launcher.contains(element));
      if (beneath?.closest(CONTROL) && !beneath.closest('[data-assistant]')) return true;
    }
  }
  return false;
}
