// The "N new stories" bar: stories the live stream brings while the reader is scrolled down are held back (the
// list stays still under their eyes) until they ask for them or come back to the top.

/**
 * The ids to show after the live page changed: every id at the top of the page (or on the first page), else the
 * ones shown before (`shown` itself when nothing changes, so a caller can compare by identity).
 */
export function nextShown(shown: ReadonlySet<string> | undefined, ids: readonly string[], atTop: boolean): ReadonlySet<string> {
  if (shown && !atTop) return shown;
  if (shown && ids.every((id) => shown.has(id))) return shown;
  return new Set(ids);
}

/** The live page split into the stories on screen and the ids of the new ones held back. */
export function splitHeld<Item extends { id: string }>(
  items: readonly Item[],
  shown: ReadonlySet<string> | undefined,
): { visible: Item[]; held: string[] } {
  if (!shown) return { visible: [...items], held: [] };
  const visible: Item[] = [];
  const held: string[] = [];
  for (const item of items) {
    if (shown.has(item.id)) visible.push(item);
    else held.push(item.id);
  }
  return { visible, held };
}
