export { trimmedLength } from './trimmedLength';
export { initialOf } from './initialOf';
export { isEmail, isWebAddress } from './patterns';
