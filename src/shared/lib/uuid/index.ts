export { isUuid } from './isUuid';
