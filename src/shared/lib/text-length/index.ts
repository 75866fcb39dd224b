export { trimmedLength } from './trimmedLength';
export { initialOf } from './initialOf';
