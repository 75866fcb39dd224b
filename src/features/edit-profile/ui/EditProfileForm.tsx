import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextArea } from '@/shared/ui/text-area';
import { TextField } from '@/shared/ui/text-field';
import { EditProfileSaveMutation } from '../api/editProfileMutation';
import {
  PROFILE_LIMITS,
  refusedField,
  toProfileChanges,
  validateProfileForm,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '../lib/profileForm';
import { refreshSessionUser } from '../model/refreshSessionUser';
import { Actions, Field, Form, Message } from './EditProfileForm.styles';
import { fieldErrorText } from './fieldErrorText';

const EditProfileForm_UserProfileFragment = graphql(`
  fragment EditProfileForm_UserProfile on user_profiles {
    id
    display_name
    bio
    website
    location
    avatar_url
  }
`);

/** What the avatar control gets: the current address, a setter, and whether the form is saving. */
export interface AvatarControl {
  value: string | null;
  onChange: (url: string | null) => void;
  disabled: boolean;
}

export interface EditProfileFormProps {
  profile: FragmentType<typeof EditProfileForm_UserProfileFragment>;
  /** Called once the profile is saved and the session shows it. */
  onSaved: () => void;
  onCancel: () => void;
  /** The avatar control (an image upload), given by the page that composes the features. */
  renderAvatar: (control: AvatarControl) => ReactNode;
}

/** Edits the member's display name, bio, website, location and avatar; keeps what was typed when saving fails. */
export function EditProfileForm({ onSaved, onCancel, renderAvatar, ...props }: EditProfileFormProps) {
  const { t } = useTranslation('profile');
  const profile = useFragment(EditProfileForm_UserProfileFragment, props.profile);
  const [values, setValues] = useState<ProfileFormValues>(() => ({
    displayName: profile.display_name,
    bio: profile.bio ?? '',
    website: profile.website ?? '',
    location: profile.location ?? '',
    avatarUrl: profile.avatar_url ?? null,
  }));
  const [fieldErrors, setFieldErrors] = useState<ProfileFormErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [, save] = useMutation(EditProfileSaveMutation);
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit, the first field in error gets the focus (its message is read with it).
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const errorOf = (field: keyof ProfileFormErrors) => {
    const fieldError = fieldErrors[field];
    return fieldError && fieldErrorText(field, fieldError, t);
  };

  const text = (name: 'displayName' | 'bio' | 'website' | 'location') => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const refuse = (errors: ProfileFormErrors) => {
    setFieldErrors(errors);
    setFocusRequest((request) => request + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateProfileForm(values);
    setError(null);
    if (Object.keys(errors).length > 0) return refuse(errors);
    setFieldErrors({});
    setSaving(true);
    const result = await save({ id: profile.id, changes: toProfileChanges(values) });
    if (result.error) {
      const message = apiErrorMessage(result.error);
      const field = refusedField(message);
      if (field) refuse({ [field]: 'invalid' });
      else setError(t('form.saveFailed', { message }));
    } else if (!result.data?.update_user_profiles_by_pk) {
      setError(t('form.saveRefused'));
    } else {
      await refreshSessionUser();
      onSaved();
      return;
    }
    setSaving(false);
  };

  const avatarError = errorOf('avatarUrl');

  return (
    <Form ref={form} noValidate aria-label={t('form.heading')} onSubmit={(event) => void submit(event)}>
      <Field>
        {renderAvatar({
          value: values.avatarUrl,
          onChange: (avatarUrl) => {
            setValues((current) => ({ ...current, avatarUrl }));
            setFieldErrors((current) => ({ ...current, avatarUrl: undefined }));
          },
          disabled: saving,
        })}
        {avatarError && <Message>{avatarError}</Message>}
      </Field>
      <TextField label={t('form.displayName')} autoComplete="nickname" required {...text('displayName')} />
      <TextArea
        label={t('form.bio')}
        rows={5}
        hint={t('form.bioHint', { used: Array.from(values.bio.trim()).length, max: PROFILE_LIMITS.bio })}
        {...text('bio')}
      />
      <TextField label={t('form.website')} inputMode="url" autoComplete="url" hint={t('form.websiteHint')} {...text('website')} />
      <TextField label={t('form.location')} autoComplete="address-level2" {...text('location')} />
      {error && <Alert>{error}</Alert>}
      <Actions>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('form.saving') : t('form.save')}
        </Button>
      </Actions>
    </Form>
  );
}
