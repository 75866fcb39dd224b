export { ReportButton } from './ui/ReportButton';
export type { ReportButtonProps } from './ui/ReportButton';
