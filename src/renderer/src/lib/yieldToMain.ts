/**
 * Ends the current task and resumes in a new one: the app's start on a deep
 * link is a chain of steps (the router, the root, the first render), and a
 * slow phone answers a tap between them instead of after all of them.
 * A message, not a timer, as React's scheduler does: no 4 ms clamp, and a
 * paused clock (the browser tests') does not stop the start.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
  });
}
