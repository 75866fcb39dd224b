/** Spec section 9: at most 5 MB per image (the server refuses more). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Spec section 9: compression scales the longest side to at most this many pixels. */
export const MAX_IMAGE_SIDE = 1200;
/** Spec section 9: JPEG and WebP are encoded at this quality. */
export const IMAGE_QUALITY = 0.8;
/** The types the server accepts (spec section 5), for the file chooser and the first check. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * Named folders; the server honours them only for admins and files everyone else's images under
 * their own user id (spec section 6).
 */
export type UploadFolder = 'blog' | 'discussion' | 'profile' | 'general';
