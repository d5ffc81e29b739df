// The contrast of text on its background as WCAG 2 defines it, from the colours a page computes.

/** The red, green and blue of a computed `rgb(…)`/`rgba(…)` colour, 0…255. */
function channels(css: string): [number, number, number] {
  const parts = css.match(/[\d.]+/g)?.map(Number);
  if (!parts || parts.length < 3) throw new Error(`not a computed colour: ${css}`);
  if (parts.length > 3 && parts[3] < 1) throw new Error(`a translucent colour has no contrast of its own: ${css}`);
  return [parts[0], parts[1], parts[2]];
}

/** A colour's relative luminance, 0 (black) to 1 (white). */
function luminance(css: string): number {
  const [r, g, b] = channels(css).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two opaque computed colours, 1 to 21. */
export function contrastRatio(text: string, background: string): number {
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
