import { useEffect } from 'react';

/** Marks #root once the page is live (hydrated or rendered in the browser), for tests and styles that need script. */
export function MarkLive() {
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  return null;
}
