export { CurateNewsControls } from './ui/CurateNewsControls';
export type { CurateNewsControlsProps } from './ui/CurateNewsControls';
