export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { dismissToast, showToast } from './toastStore';
export type { Toast } from './toastStore';
