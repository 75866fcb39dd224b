export { ThemeToggle } from './ui/ThemeToggle';
