import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useSession } from '@/entities/session';
import { siteAdminContext } from '@/shared/api';
import { useHydrated, useMemberHint, useModeratorHint } from '@/shared/lib/render-env';
import { Button } from '@/shared/ui/button';
import { MemberModerationQuery } from '../api/memberModerationQueries';
import { isSuspended } from '../lib/suspensionEnd';
import { Bar, Controls, Notice, Reserved } from './MemberModeration.styles';
import { SuspendedMark } from './SuspendedMark';
import { useModerationDialog } from './useModerationDialog';

export interface MemberModerationProps {
  memberId: string;
  /** The member's name as readers see it. */
  memberName: string;
}

/**
 * A moderator's controls on a member's page: warn the member, suspend them or lift their suspension (administrators
 * are never suspended), each with a note the member is told. Nothing for anyone but site admins, nor on their own page.
 * The server renders as a visitor, but a moderator's hint cookie (render-env) keeps the controls' row in its place
 * from the first paint until they show, so nothing below them moves.
 */
export function MemberModeration(props: MemberModerationProps) {
  const { user, isAdmin } = useSession();
  const hydrated = useHydrated();
  // The hint names the member by the name readers see, as this page does: a moderator's own page keeps no place.
  const hinted = useModeratorHint();
  const hintName = useMemberHint();
  if (!hydrated) return hinted && hintName !== props.memberName ? <ReservedRow /> : null;
  const moderator = isAdmin && !!user && user.id !== props.memberId;
  return moderator ? <LoadedTexts {...props} /> : null;
}

/** The controls' row, empty, at their height: what shows while they load. */
export function ReservedRow() {
  return <Reserved aria-hidden="true" data-testid="moderation-reserved" />;
}

/** The moderators' texts load with the controls (readers never fetch them), without suspending the page. */
function LoadedTexts(props: MemberModerationProps) {
  const { ready } = useTranslation('admin', { useSuspense: false });
  return ready ? <ModeratorControls {...props} /> : <ReservedRow />;
}

function ModeratorControls({ memberId, memberName }: MemberModerationProps) {
  const { t } = useTranslation('admin');
  const [result, reexecute] = useQuery({ query: MemberModerationQuery, variables: { id: memberId }, context: siteAdminContext });
  const [done, setDone] = useState<string | null>(null);
  const moderation = useModerationDialog((confirmed) => {
    setDone(t(`moderation.member.done.${confirmed.kind}`, { name: memberName }));
    reexecute({ requestPolicy: 'cache-and-network' });
  });
  const profile = result.data?.user_profiles_by_pk;
  if (!profile) return result.fetching ? <ReservedRow /> : null;
  const open = (kind: 'warn' | 'suspend' | 'unsuspend') => {
    setDone(null);
    moderation.open({ kind, memberId, memberName });
  };

  return (
    <ModerationRow
      memberName={memberName}
      until={profile.suspended_until}
      reason={profile.suspension_reason}
      canSuspend={!profile.is_admin}
      onOpen={open}
      notice={done}
    >
      {moderation.dialog}
    </ModerationRow>
  );
}

export interface ModerationRowProps {
  memberName: string;
  /** The end of the member's suspension, if any (shown while it lasts). */
  until: string | null | undefined;
  reason?: string | null | undefined;
  /** Administrators are never suspended: no suspend button for them. */
  canSuspend: boolean;
  onOpen(kind: 'warn' | 'suspend' | 'unsuspend'): void;
  /** What the last action did, announced politely. */
  notice?: string | null;
  /** The dialog, rendered inside the row's group. */
  children?: ReactNode;
}

/**
 * The controls' row: one line at every width (the suspension note gives way with an ellipsis, its whole text in
 * its title), so it keeps the height ReservedRow held for it and nothing below moves when it appears.
 */
export function ModerationRow({ memberName, until, reason, canSuspend, onOpen, notice, children }: ModerationRowProps) {
  const { t } = useTranslation('admin');
  const suspended = isSuspended(until);
  return (
    <Bar aria-label={t('moderation.member.label', { name: memberName })} role="group">
      <Controls>
        <SuspendedMark until={until} reason={reason} />
        <Button variant="ghost" onClick={() => onOpen('warn')}>
          {t('moderation.member.warn')}
        </Button>
        {canSuspend && (
          <Button variant="ghost" onClick={() => onOpen(suspended ? 'unsuspend' : 'suspend')}>
            {t(suspended ? 'moderation.member.unsuspend' : 'moderation.member.suspend')}
          </Button>
        )}
      </Controls>
      <Notice role="status">{notice}</Notice>
      {children}
    </Bar>
  );
}
