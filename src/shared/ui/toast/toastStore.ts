/** A short confirmation shown above the page, such as 'Your post is published.'. */
export interface Toast {
  id: number;
  text: string;
}

type Listener = () => void;

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function set(toast: Toast | null): void {
  current = toast;
  for (const listener of listeners) listener();
}

/** Shows `text` as the toast (one at a time: a new one replaces the shown one); it outlives a route change. */
export function showToast(text: string): void {
  set({ id: nextId++, text });
}

/** Hides the toast `id`, unless another one replaced it meanwhile. */
export function dismissToast(id: number): void {
  if (current?.id === id) set(null);
}

export function subscribeToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToast = (): Toast | null => current;

/** The server never has a toast (a confirmation belongs to one browser tab). */
export const serverToast = (): Toast | null => null;
