export const menuItemTones = ['neutral', 'critical'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];
