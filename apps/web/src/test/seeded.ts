/** A fixed sequence of `count` pseudo-random numbers in [0, 1), the same on every run. */
export function* seeded(count: number, seed: number): Generator<number> {
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}
