import type { Page } from '@playwright/test';

/** Collects the page's console errors and uncaught exceptions; a test expects the list to stay empty. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
