export const avatarSizes = ['small', 'standard'] as const;
/** `small` is 30px, `standard` 40px (spec §2), from `vars.layout.avatarSize`. */
export type AvatarSize = (typeof avatarSizes)[number];

/** The categorical colour pairs initials sit on; keys of `vars.color.categorical`. */
export const avatarColors = ['one', 'two', 'three', 'four', 'five', 'six'] as const;
export type AvatarColor = (typeof avatarColors)[number];
