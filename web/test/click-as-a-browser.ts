/**
 * Clicks `target` as a browser does, outside the testing library's act() (which runs the effects Preact
 * leaves for after the next frame before it returns), then lets the render that answers it run (a few
 * microtasks): what has the focus then is what a key typed at once, before the next frame, would reach.
 */
export async function focusRightAfterClicking(target: HTMLElement): Promise<Element | null> {
  target.click();
  for (let tick = 0; tick < 20; tick++) await Promise.resolve();
  return document.activeElement;
}
