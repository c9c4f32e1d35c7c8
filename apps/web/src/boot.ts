/**
 * Starts the app (see main.tsx for when): hydrates the server's HTML or renders afresh.
 *
 * In stages, each run in a task of its own: a module and everything it imports run in one
 * task, and React's renderer with the whole app at once held the main thread for one long
 * stretch, during which a tap on the page went unanswered. Between stages the browser handles
 * input and paints.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function startApp(): Promise<void> {
  const renderer = await import('react-dom/client');
  await nextTask();
  const { mountApp } = await import('./app/mount');
  await nextTask();
  mountApp(renderer);
}
