export { ShareLinkButtons } from './ui/ShareLinkButtons';
export type { ShareLinkButtonsProps } from './ui/ShareLinkButtons';
