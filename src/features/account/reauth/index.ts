export { ReauthDialog } from './ui/ReauthDialog';
