export { FetchFeedsButton } from './ui/FetchFeedsButton';
export { RefreshNewsButton } from './ui/RefreshNewsButton';
export type { RefreshNewsButtonProps } from './ui/RefreshNewsButton';
