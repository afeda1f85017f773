import { useState } from 'react';
import { cx } from '../private/cx';
import { avatar, image } from './Avatar.css';
import { avatarColorFor, avatarInitials } from './avatarInitials';
import type { AvatarColor, AvatarSize } from './avatarVariants';

export interface AvatarProps {
  /** The person's full name: the accessible name, and the source of the initials. */
  name: string;
  /** The profile image; without one (or if it fails to load) the initials show. */
  src?: string | null;
  /** 30px (`small`) or 40px (`standard`). */
  size?: AvatarSize;
  /** The initials' background; by default a colour picked by the name (see `avatarColorFor`). */
  color?: AvatarColor;
  /** Hide from assistive technology when the name is already written next to it. */
  isDecorative?: boolean;
  className?: string;
}

/**
 * A person's profile image, or their initials on a colour (spec §2).
 *
 * Hooks: `[data-component="Avatar"]`, `[data-size]`, `[data-color]` (initials only),
 * `[data-variant="image" | "initials"]`.
 */
export function Avatar({
  name,
  src,
  size = 'standard',
  color,
  isDecorative = false,
  className,
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = typeof src === 'string' && src !== '' && src !== failedSrc;
  const a11y = isDecorative
    ? { 'aria-hidden': true as const }
    : { role: 'img' as const, 'aria-label': name };

  if (showImage) {
    return (
      <span
        {...a11y}
        className={cx(avatar({ size }), className)}
        data-component="Avatar"
        data-size={size}
        data-variant="image"
      >
        <img className={image} src={src} alt="" onError={() => setFailedSrc(src)} />
      </span>
    );
  }

  const resolvedColor = color ?? avatarColorFor(name);
  return (
    <span
      {...a11y}
      className={cx(avatar({ size, color: resolvedColor }), className)}
      data-component="Avatar"
      data-size={size}
      data-variant="initials"
      data-color={resolvedColor}
    >
      {avatarInitials(name)}
    </span>
  );
}
