export { EditProfileForm } from './ui/EditProfileForm';
export type { AvatarControl, EditProfileFormProps } from './ui/EditProfileForm';
