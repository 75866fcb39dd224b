export { readStorage, removeStorage, writeStorage } from './storage';
export { readCookie, removeCookie, writePreference } from './preference';
export { useEntryState } from './useEntryState';
