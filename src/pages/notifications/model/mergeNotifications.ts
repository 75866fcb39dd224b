interface Row {
  id: string;
  created_at: string;
}

/**
 * The list as the reader sees it: the rows read with the page, and those streamed since, once each (the read rows
 * win: they carry the latest read state), newest first.
 */
export function mergeNotifications<T extends Row>(read: readonly T[], streamed: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const row of streamed) byId.set(row.id, row);
  for (const row of read) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}
