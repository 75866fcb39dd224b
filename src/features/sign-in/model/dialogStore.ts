import { useSyncExternalStore } from 'react';

export type SignInMode = 'login' | 'register';

interface DialogState {
  open: boolean;
  mode: SignInMode;
  /** Why the visitor is asked to sign in ("Sign in to follow …"), already translated; none when they chose to. */
  reason: string | null;
}

let state: DialogState = { open: false, mode: 'login', reason: null };
const listeners = new Set<() => void>();

function setState(next: DialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

export function openSignInDialog(mode: SignInMode = 'login', reason: string | null = null): void {
  setState({ open: true, mode, reason });
}

export function closeSignInDialog(): void {
  setState({ ...state, open: false });
}

export function setSignInMode(mode: SignInMode): void {
  setState({ ...state, mode });
}

export function useSignInDialogState(): DialogState {
  return useSyncExternalStore(subscribe, getState, getState);
}

const controls = { open: openSignInDialog, close: closeSignInDialog };

/** Opens the site's Login / Register dialog from any page: `useSignInDialog().open('register')`. */
export function useSignInDialog(): typeof controls {
  return controls;
}
