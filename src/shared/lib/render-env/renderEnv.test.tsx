import { act } from '@testing-library/react';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderEnvContext, useMemberHint, useRenderClock, useRenderZone, type RenderEnv } from './renderEnv';

// What each render of the probe saw.
let seen: string[] = [];

function Probe() {
  const zone = useRenderZone();
  const clock = useRenderClock();
  const member = useMemberHint();
  const text = `${zone ?? '-'} ${clock === undefined ? 'browser' : 'server'} ${member ?? '-'}`;
  seen.push(text);
  return <p>{text}</p>;
}

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const otherZone = browserZone === 'Asia/Shanghai' ? 'America/New_York' : 'Asia/Shanghai';
const env = (timeZone: string, member?: string): RenderEnv => ({
  now: Date.parse('2025-01-05T12:00:00Z'),
  timeZone,
  origin: 'http://localhost',
  ...(member ? { member } : {}),
});

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

/** A probe that reads only the zone and the member hint (no clock), under `value`. */
function ZoneOnly({ value }: { value: RenderEnv }) {
  return (
    <RenderEnvContext.Provider value={value}>
      <ZoneProbe />
    </RenderEnvContext.Provider>
  );
}

function ZoneProbe() {
  const zone = useRenderZone();
  const member = useMemberHint();
  seen.push(`${zone} ${member ?? '-'}`);
  return <p>{`${zone} ${member ?? '-'}`}</p>;
}

describe('render environment after hydration', () => {
  afterEach(() => document.body.replaceChildren());

  it("does not render again when the server rendered in the browser's zone for a visitor (issue 30)", async () => {
    const container = await hydrate(<ZoneOnly value={env(browserZone)} />);
    expect(seen).toEqual([`${browserZone} -`]);
    expect(container.textContent).toBe(`${browserZone} -`);
  });

  it("switches to the browser's zone, clock and no member hint once hydrated", async () => {
    const container = await hydrate(
      <RenderEnvContext.Provider value={env(otherZone, 'Ada')}>
        <Probe />
      </RenderEnvContext.Provider>,
    );
    expect(seen).toEqual([`${otherZone} server Ada`, `${browserZone} browser -`]);
    expect(container.textContent).toBe(`${browserZone} browser -`);
  });
});
