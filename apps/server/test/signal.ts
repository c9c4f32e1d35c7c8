/** A promise and the function that resolves it: a test step waits on what another makes happen. */
export function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
