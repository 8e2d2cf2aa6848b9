/**
 * A person's picture, or their initials on a colour derived from the name
 * when they have none, so the profile and settings agree (the header shows a
 * placeholder icon instead: its button is named "Profile").
 */
import { Avatar, type AvatarProps } from '@mantine/core';
import type { UserView } from '../../../shared/user-views.ts';

interface Props extends Omit<AvatarProps, 'src' | 'name'> {
  user: Pick<UserView, 'name' | 'email' | 'avatar'>;
  /** Shown instead of the saved picture, e.g. a file chosen but not yet saved. */
  previewSrc?: string | null;
  /** Empty when a caption next to the picture already names the person. */
  alt?: string;
}

export function UserAvatar({ user, previewSrc, alt = '', ...props }: Props) {
  return (
    <Avatar
      src={previewSrc ?? user.avatar}
      alt={alt}
      name={user.name || user.email}
      color="initials"
      {...props}
    />
  );
}
