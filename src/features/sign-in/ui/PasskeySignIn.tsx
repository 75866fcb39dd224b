import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import {
  cancelPasskeyCeremony,
  isPasskeyRefusal,
  passkeyAutofillSupported,
  passkeyErrorMessage,
  passkeysSupported,
  signInWithPasskey,
} from '../lib/passkeySignIn';
import { PasskeyRow } from './SignInDialog.styles';

const noSubscription = () => () => undefined;

/**
 * The Login dialog's passkey sign-in: the site's passkeys offered in the email field's autofill where the browser
 * can (conditional mediation), and a button that asks for one. `onSignedIn` closes the dialog.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  // False in a server render and its hydration, then the browser's answer.
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => false);
  // Once the button was pressed, a late autofill ceremony must not replace (abort) the button's.
  const asked = useRef(false);
  const autofilled = useEffectEvent(onSignedIn);

  useEffect(() => {
    let active = true;
    void (async () => {
      if (!passkeysSupported() || !(await passkeyAutofillSupported()) || !active || asked.current) return;
      try {
        await signInWithPasskey(true);
        if (active) autofilled();
      } catch (failure) {
        // Autofill waits and fails silently (an unreachable service, a budget); only a refusal of the passkey
        // picked in it (unknown or removed, or its account disabled or suspended) is told.
        if (active && !asked.current && isPasskeyRefusal(failure)) setError(passkeyErrorMessage(failure, t));
      }
    })();
    return () => {
      active = false;
      cancelPasskeyCeremony();
    };
  }, [t]);

  if (!supported) return null;

  const ask = async () => {
    asked.current = true;
    setError(null);
    setWaiting(true);
    try {
      await signInWithPasskey(false);
      onSignedIn();
    } catch (failure) {
      setError(passkeyErrorMessage(failure, t));
      setWaiting(false);
    }
  };

  return (
    <>
      {error && <Alert>{error}</Alert>}
      <PasskeyRow>
        <Button variant="ghost" disabled={waiting} onClick={() => void ask()}>
          {waiting ? t('passkeys.waiting') : t('passkeys.signIn')}
        </Button>
      </PasskeyRow>
    </>
  );
}
