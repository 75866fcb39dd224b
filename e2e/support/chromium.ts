// Debian's Chromium, as the browser tests (Playwright) and the story tests (Vitest browser mode) launch it:
// no browser download, root-safe, and nothing that reaches the network on its own.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
