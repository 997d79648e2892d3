/**
 * Runs `task` in a task of its own, as soon as the browser can: a message to itself. (setTimeout nested more
 * than four deep waits at least 4 ms each time, which a take-over in many steps would spend doing nothing.)
 */
export function nextTask(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

/** Lets the browser paint and answer input before what follows: the rest runs in a task of its own. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve));
}
