export { useRecordPageViews } from './model/useRecordPageViews';
