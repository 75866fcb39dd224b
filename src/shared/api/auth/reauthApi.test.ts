import { describe, expect, it } from 'vitest';
import { RestError } from '../rest';
import { reauthAsked, settleReauth, subscribeReauth, withReauth } from './reauthApi';

/** An action the server refuses with `reauth-required` until `proved` is set, as a sensitive route does. */
function sensitiveAction() {
  const state = { proved: false, calls: 0 };
  const run = async () => {
    state.calls += 1;
    if (!state.proved) throw new RestError('reauth-required', 'Confirm it is you first.', 403);
    return 'done';
  };
  return { state, run };
}

const asked = () =>
  new Promise<void>((resolve) => {
    const stop = subscribeReauth(() => {
      if (reauthAsked()) {
        stop();
        resolve();
      }
    });
  });

describe('withReauth', () => {
  it('asks the dialog on reauth-required and runs the action again once a proof was given', async () => {
    const action = sensitiveAction();
    const question = asked();
    const result = withReauth(action.run);
    await question;
    action.state.proved = true;
    settleReauth(true);
    await expect(result).resolves.toBe('done');
    expect(action.state.calls).toBe(2);
    expect(reauthAsked()).toBe(false);
  });

  it('fails with reauth-required when the dialog is closed, and passes other refusals through without asking', async () => {
    const action = sensitiveAction();
    const question = asked();
    const result = withReauth(action.run);
    await question;
    settleReauth(false);
    await expect(result).rejects.toMatchObject({ code: 'reauth-required' });
    expect(action.state.calls).toBe(1);

    const wrong = withReauth(async () => {
      throw new RestError('reauth-failed', 'No.', 403);
    });
    await expect(wrong).rejects.toMatchObject({ code: 'reauth-failed' });
    expect(reauthAsked()).toBe(false);
  });
});
