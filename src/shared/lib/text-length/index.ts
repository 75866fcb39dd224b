export { trimmedLength } from './trimmedLength';
