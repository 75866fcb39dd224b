// public.is_email: something@something.something without spaces (stricter than <input type="email">, which
// accepts 'name@host'); the auth service accepts the same shape.
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
// public.is_safe_url's full form: an http(s) address with a host.
const WEB_ADDRESS = /^https?:\/\/[^\s/]+[^\s]*$/i;

/** Whether the text is an email address as the database's is_email accepts it. */
export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

/** Whether the text is a full http(s) address (is_safe_url without its site-relative form). */
export function isWebAddress(text: string): boolean {
  return WEB_ADDRESS.test(text);
}
