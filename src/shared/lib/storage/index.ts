export { readStorage, removeStorage, writeStorage } from './storage';
