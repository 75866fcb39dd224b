export { PasskeysPanel } from './ui/PasskeysPanel';
