export { MessagePage } from './MessagePage';
export type { MessagePageProps } from './MessagePage';
