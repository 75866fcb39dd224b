export { useEntryState } from './useEntryState';
