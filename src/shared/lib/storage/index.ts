export { readStorage, removeStorage, writeStorage } from './storage';
export { readCookie, writePreference } from './preference';
export { useEntryState } from './useEntryState';
