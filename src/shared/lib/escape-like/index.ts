export { escapeLike } from './escapeLike';
