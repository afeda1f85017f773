import { useMemo } from 'react';
import { useMessages } from '../../../i18n';
import { landlordsMessages } from '../messages';

type ToastKey = keyof typeof landlordsMessages.en.toasts;
const en = landlordsMessages.en.toasts;
const keys = Object.keys(en) as ToastKey[];

/**
 * A mutation whose answer's message (the server's, in English: spec §4 toasts it) is put in the
 * user's language when it is one of this module's; any other message is left as it is.
 */
export function useLocalised<Input, Result extends { message?: string | undefined }>(
  mutationFn: (input: Input) => Promise<Result>,
): (input: Input) => Promise<Result> {
  const m = useMessages(landlordsMessages);
  return useMemo(
    () => async (input: Input) => {
      const result = await mutationFn(input);
      const key = keys.find((name) => en[name] === result.message);
      return key ? { ...result, message: m.toasts[key] } : result;
    },
    [mutationFn, m],
  );
}
