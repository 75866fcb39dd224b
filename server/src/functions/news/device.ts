// The kind of device a page view came from, read from the browser's user agent (Hasura forwards it to the
// handler as x-forwarded-user-agent). Coarse on purpose: the dashboard shows desktop / mobile / tablet / bot.

export type Device = 'desktop' | 'mobile' | 'tablet' | 'bot' | 'unknown';

const BOT = /bot\b|crawl|spider|slurp|headless|lighthouse|facebookexternalhit|preview|curl\/|wget\/|python-requests|httpclient/i;
const TABLET = /ipad|tablet|kindle|silk\/|playbook|(android(?!.*mobile))/i;
const MOBILE = /mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone/i;

/** desktop, mobile, tablet or bot; unknown without a user agent. */
export function detectDevice(userAgent: string | undefined): Device {
  if (!userAgent?.trim()) return 'unknown';
  if (BOT.test(userAgent)) return 'bot';
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}
