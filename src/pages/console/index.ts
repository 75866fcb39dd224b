export { ConsolePage } from './ui/ConsolePage';
