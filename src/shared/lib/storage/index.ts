export { readStorage, writeStorage } from './storage';
