export { useTheme } from './model/theme';
export { ThemeToggle } from './ui/ThemeToggle';
