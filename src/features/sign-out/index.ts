export { SignOutButton } from './ui/SignOutButton';
