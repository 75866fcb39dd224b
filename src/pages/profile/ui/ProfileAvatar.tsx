import { useState } from 'react';
import { initial } from '../lib/initial';
import { Image, Initial } from './ProfileAvatar.styles';

export interface ProfileAvatarProps {
  /** The avatar image, or null for the initial of the name. */
  url: string | null | undefined;
  name: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** The accessible name; '' when the name is written next to the avatar. */
  alt: string;
}

/** A member's round avatar; shows the initial of their name when there is no image or it fails to load. */
export function ProfileAvatar({ url, name, size = 40, alt }: ProfileAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && url !== failedUrl) {
    return <Image src={url} alt={alt} width={size} height={size} $size={size} onError={() => setFailedUrl(url)} />;
  }
  return (
    <Initial $size={size} {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
      {initial(name)}
    </Initial>
  );
}
