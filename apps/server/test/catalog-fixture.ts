/** The smallest game a catalogue file can hold: one server, no characters or weapons. */
export const bareGame = (over: Record<string, unknown> = {}) => ({
  slug: 'moonfall',
  name: 'Moonfall',
  image: 'https://img.example/m.png',
  servers: [{ name: 'Asia', value: 'asia' }],
  characters: [],
  weapons: [],
  ...over,
});
