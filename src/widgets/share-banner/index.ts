export { ShareBanner } from './ui/ShareBanner';
