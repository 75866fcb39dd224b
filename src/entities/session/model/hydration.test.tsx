import { act } from '@testing-library/react';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from '@/shared/lib/render-env';
import { useSession } from './session';

// What each render of a probe saw.
let seen: string[] = [];

function SessionProbe() {
  const { user } = useSession();
  seen.push(`session:${user ? 'member' : 'visitor'}`);
  return <p>{user ? 'member' : 'visitor'}</p>;
}

function ClockProbe() {
  const hydrated = useHydrated();
  seen.push(`clock:${hydrated ? 'browser' : 'server'}`);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

/** Server-renders `tree`, then hydrates it as src/app/main.tsx does; resolves once React is done. */
async function hydrate(tree: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  seen = [];
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, tree);
    });
  });
  return container;
}

describe('hydration', () => {
  afterEach(() => document.body.replaceChildren());

  it("does not render a visitor's session again after hydrating", async () => {
    // The server's snapshot and the visitor's state were equal but not the same object: React re-rendered
    // everything under useSession (the whole page, from ApiProvider) at once after hydrating (issue 30).
    const container = await hydrate(<SessionProbe />);
    expect(seen).toEqual(['session:visitor']);
    expect(container.textContent).toBe('visitor');
  });

  it("switches from the server's clock and zone to the browser's once hydrated", async () => {
    const container = await hydrate(<ClockProbe />);
    expect(seen).toEqual(['clock:server', 'clock:browser']);
    expect(container.textContent).toBe('browser');
  });
});
