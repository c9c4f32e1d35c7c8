/** The theme's colours as the canvas needs them: computed values of the app's CSS variables. */
export type ChartColors = {
  text: string;
  grid: string;
  income: string;
  sold: string;
  font: string;
};

const read = (style: CSSStyleDeclaration, name: string, fallback: string) =>
  style.getPropertyValue(name).trim() || fallback;

/**
 * Read when a chart is drawn, so a theme switch (a class on <html>) gives the other values.
 * The bars use the text-grade accent and status colours: they meet 3:1 against the card in
 * both themes, where the button accent does not on the dark surface.
 */
export function readChartColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  return {
    text: read(style, '--app-fg-muted', '#52525b'),
    grid: read(style, '--app-border', '#e4e4e7'),
    income: read(style, '--app-accent-text', '#6d28d9'),
    sold: read(style, '--app-delivered-fg', '#166534'),
    font: `12px ${read(style, '--font-sans', 'system-ui, sans-serif')}`,
  };
}
