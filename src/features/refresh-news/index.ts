export { RefreshNewsButton } from './ui/RefreshNewsButton';
export type { RefreshNewsButtonProps } from './ui/RefreshNewsButton';
