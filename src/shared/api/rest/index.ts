export { postForm, postJson } from './restClient';
export type { RestFormOptions, RestPostOptions } from './restClient';
export { RestError } from './restError';
