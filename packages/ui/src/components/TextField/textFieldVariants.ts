/** Input types a single-line text field accepts; numbers and passwords have their own fields. */
export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];
