import { useState } from 'react';
import { Image, Initial } from './Avatar.styles';
import { initial } from './initial';

/** Width and height in CSS pixels: tiny for the header, small for comments, medium for posts and lists, large for a profile. */
const AVATAR_SIZES = { tiny: 24, small: 32, medium: 40, large: 96 } as const;

export type AvatarSize = keyof typeof AVATAR_SIZES;

export interface AvatarProps {
  /** The avatar image, or null for the initial of the name. */
  url: string | null | undefined;
  name: string;
  size?: AvatarSize;
  /** The accessible name; '' when the name is written next to the avatar. */
  alt: string;
  /** Load the image only when it comes near the viewport (long lists). */
  lazy?: boolean;
}

/** A member's round avatar; shows the initial of their name when there is no image or it fails to load. */
export function Avatar({ url, name, size = 'medium', alt, lazy = false }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const pixels = AVATAR_SIZES[size];
  if (url && url !== failedUrl) {
    return (
      <Image
        src={url}
        alt={alt}
        width={pixels}
        height={pixels}
        $size={pixels}
        loading={lazy ? 'lazy' : undefined}
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return (
    <Initial $size={pixels} {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
      {initial(name)}
    </Initial>
  );
}
