import { useSyncExternalStore } from 'react';

export type SignInMode = 'login' | 'register';

/**
 * Why the dialog opened, when a visitor tried something members do: the dialog says so in one line. One of the
 * dialog's own reasons (translated from `auth:reason.*`), or a sentence the caller has already translated
 * ("Sign in to follow …").
 */
export type SignInReason = OwnSignInReason | (string & {});

/** The reasons the dialog words itself. */
const ownReasons = ['vote', 'bookmark', 'discuss'] as const;
type OwnSignInReason = (typeof ownReasons)[number];

export const isOwnSignInReason = (reason: string): reason is OwnSignInReason => (ownReasons as readonly string[]).includes(reason);

interface DialogState {
  open: boolean;
  mode: SignInMode;
  reason: SignInReason | null;
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

export function openSignInDialog(mode: SignInMode = 'login', reason: SignInReason | null = null): void {
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
