import { useState } from 'react';
import { useModerateMember, type ModerationRequest } from '../model/useModerateMember';
import { ModerationDialog } from './ModerationDialog';

/**
 * The moderation dialog of a list (members, reports) or a member's page: `open` shows it for a request (warn, suspend, hide...); a confirmed
 * action closes it and calls `onDone`, a refused one stays with its error.
 */
export function useModerationDialog(onDone: (request: ModerationRequest) => void) {
  const moderate = useModerateMember();
  const [request, setRequest] = useState<ModerationRequest | null>(null);
  const close = () => {
    moderate.clearError();
    setRequest(null);
  };
  const dialog = (
    <ModerationDialog
      request={request}
      error={moderate.error}
      onCancel={close}
      onConfirm={async (confirmed, input) => {
        if (!(await moderate.run(confirmed, input))) return;
        close();
        onDone(confirmed);
      }}
    />
  );
  return { open: setRequest, dialog };
}
