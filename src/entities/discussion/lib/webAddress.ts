import { isWebAddress } from '@/shared/lib/text-length';

// A member's website as a link: only a full http(s) address (public.user_profiles' website CHECK) is one. Anything
// else a row might hold (a `javascript:` or `data:` URL written before that rule) is shown as text, never linked.
/** The address when it is a full http(s) URL, else null. */
export function webAddress(value: string | null | undefined): string | null {
  return value && isWebAddress(value) ? value : null;
}
