export interface SharedPage {
  title: string;
  /** A line about the page (its summary), for apps that show one. */
  text?: string;
  url: string;
}

/** Whether the browser offers its own share sheet (Web Share API: phones, some desktops). */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Opens the browser's share sheet; resolves true when shared, false when the reader closed it (an AbortError
 * is no failure), and throws on any other refusal.
 */
export async function shareNatively(page: SharedPage): Promise<boolean> {
  try {
    await navigator.share(page);
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw error;
  }
}

/** Puts the address on the clipboard; rejects where the browser refuses (no permission, an insecure origin). */
export async function copyLink(url: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('The clipboard is not available here.');
  await navigator.clipboard.writeText(url);
}
