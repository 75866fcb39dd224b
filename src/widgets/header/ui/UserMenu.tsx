import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { displayName } from '@/entities/session';
import { SignOutButton } from '@/features/sign-out';
import type { SessionUser } from '@/shared/api';
import { adminLinks, memberLinks } from '../config/links';
import { MemberBadge } from './MemberBadge';
import { GroupLabel, ItemLink, itemStyle, Panel, Separator, Trigger, Wrapper } from './UserMenu.styles';

const SignOutItem = styled(SignOutButton)`
  ${itemStyle}
`;

interface UserMenuProps {
  user: SessionUser;
  isAdmin: boolean;
}

/** The signed-in member's menu: a disclosure button with their links; Escape or a click outside closes it. */
export function UserMenu({ user, isAdmin }: UserMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      trigger.current?.focus();
    }
  };

  const close = () => setOpen(false);

  return (
    <Wrapper
      ref={wrapper}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <Trigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('userMenu.label', { name: displayName(user) })}
        onClick={() => setOpen(!open)}
      >
        <MemberBadge name={displayName(user)} />
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        <ul>
          {memberLinks.map((link) => (
            <li key={link.label}>
              <ItemLink to={link.to} onClick={close}>
                {t(link.label)}
              </ItemLink>
            </li>
          ))}
        </ul>
        {isAdmin && (
          <>
            <Separator />
            <GroupLabel id={`${panelId}-admin`}>{t('userMenu.adminHeading')}</GroupLabel>
            <ul aria-labelledby={`${panelId}-admin`}>
              {adminLinks.map((link) => (
                <li key={link.label}>
                  <ItemLink to={link.to} onClick={close}>
                    {t(link.label)}
                  </ItemLink>
                </li>
              ))}
            </ul>
          </>
        )}
        <Separator />
        <SignOutItem onSignedOut={close} />
      </Panel>
    </Wrapper>
  );
}
