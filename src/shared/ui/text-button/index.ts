export { TextButton } from './TextButton';
