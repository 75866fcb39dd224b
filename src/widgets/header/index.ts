export { Header } from './ui/Header';
