import type { TFunction } from 'i18next';
import { PROFILE_LIMITS, type ProfileField, type ProfileFieldError } from '../lib/profileForm';

/** The message shown under a field for its error. */
export function fieldErrorText(field: ProfileField, error: ProfileFieldError, t: TFunction<'profile'>): string {
  switch (field) {
    case 'displayName': {
      const max = PROFILE_LIMITS.displayName;
      if (error === 'required') return t('form.errors.displayNameRequired');
      return error === 'tooLong' ? t('form.errors.displayNameTooLong', { max }) : t('form.errors.displayNameInvalid', { max });
    }
    case 'bio':
      return t('form.errors.bioTooLong', { max: PROFILE_LIMITS.bio });
    case 'website':
      return error === 'tooLong' ? t('form.errors.websiteTooLong', { max: PROFILE_LIMITS.website }) : t('form.errors.websiteInvalid');
    case 'location':
      return t('form.errors.locationTooLong', { max: PROFILE_LIMITS.location });
    case 'avatarUrl':
      return t('form.errors.avatarInvalid');
  }
}
