/** A plain 1200×630 image of one colour as a data URL: a cover for stories that loads without the network. */
export function placeholderImage(color: string): string {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${color}"/></svg>`,
    )
  );
}
