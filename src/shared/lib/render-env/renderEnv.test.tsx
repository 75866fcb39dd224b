import { act } from '@testing-library/react';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/entities/session';
import { HydrationPhase, useHydrated } from './renderEnv';

// What each render of the probe saw: hydrated or not, and whether it was a visitor.
let seen: string[] = [];

function Probe() {
  const hydrated = useHydrated();
  const { user } = useSession();
  seen.push(`${hydrated ? 'browser' : 'server'}:${user ? 'member' : 'visitor'}`);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

/** Server-renders `tree`, then hydrates it as src/app/main.tsx does; resolves once React is done. */
async function hydrate(server: ReactNode, browser: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  seen = [];
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, browser);
    });
  });
  return container;
}

describe('hydration phase', () => {
  afterEach(() => document.body.replaceChildren());

  it('hydrates with the server values, then switches once to the browser values', async () => {
    const container = await hydrate(<Probe />, <HydrationPhase>{<Probe />}</HydrationPhase>);
    // One render to hydrate, one to switch: a visitor's session is not seen as a change after hydrating (it
    // re-rendered the whole page once more, at once).
    expect(seen).toEqual(['server:visitor', 'browser:visitor']);
    expect(container.textContent).toBe('browser');
  });

  it('without HydrationPhase still ends with the browser values', async () => {
    const container = await hydrate(<Probe />, <Probe />);
    expect(seen[0]).toBe('server:visitor');
    expect(seen.at(-1)).toBe('browser:visitor');
    expect(container.textContent).toBe('browser');
  });
});
