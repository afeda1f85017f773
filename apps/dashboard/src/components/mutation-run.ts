import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-error';

/** Reloads what a refused write showed (409 stale or clash, 422 no longer allowed); answers whether it was one. */
export type ConflictRefresh = (error: unknown) => boolean;

/**
 * What a write answers when the form it checked is invalid (a react-hook-form check runs after
 * the press): the dialog stays open with the fields' messages, as when `write` answers null.
 */
export const FORM_INVALID: unique symbol = Symbol('form invalid');

/** For a write no one else edits at the same time: nothing it meets is a refusal. */
export const notARefusal: ConflictRefresh = () => false;

/** What a dialog does with a refusal: keep it open with the server's words, or close on the reloaded record. */
export type RefusalHandling = 'inline' | 'close';

export interface MutationRunOptions {
  refresh: ConflictRefresh;
  onClose: () => void;
  refusal: RefusalHandling;
  /** A failure that is not a refusal (a field the server named); the toast has already spoken. */
  onFailure?: ((error: unknown) => void) | undefined;
  /** False for a dialog that stays open on success to show what the write did. */
  closeOnSuccess?: boolean;
}

export interface MutationRun {
  /**
   * Runs a write: `write` checks the form and starts the mutation, or answers null when the form
   * shows what is wrong. On success the dialog closes (unless it stays open to show the result)
   * and `after` runs (a navigation).
   */
  run: (write: () => Promise<unknown> | null, after?: () => void) => Promise<void>;
  isPending: boolean;
  refusal: string | null;
  clearRefusal: () => void;
}

/**
 * The one life of a dialog's write: pending while it runs, closed when it succeeds, and on a
 * refusal the record reloaded (so the page shows the state that won) and the server's words
 * kept in the dialog or the dialog closed. The mutation itself toasts its message.
 */
export function useMutationRun({
  refresh,
  onClose,
  refusal: handling,
  onFailure,
  closeOnSuccess = true,
}: MutationRunOptions): MutationRun {
  const [isPending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A second press while a write runs is ignored: the button is pending, but a keyboard repeat
  // or a quick double press can arrive before it re-renders.
  const running = useRef(false);
  const run = useCallback(
    async (write: () => Promise<unknown> | null, after?: () => void) => {
      if (running.current) return;
      running.current = true;
      try {
        const written = write();
        if (!written) return;
        setPending(true);
        setRefusal(null);
        if ((await written) === FORM_INVALID) return;
      } catch (error) {
        if (refresh(error)) {
          if (handling === 'close') onClose();
          else setRefusal(errorMessage(error) ?? null);
        } else onFailure?.(error);
        return;
      } finally {
        running.current = false;
        setPending(false);
      }
      if (closeOnSuccess) onClose();
      after?.();
    },
    [refresh, onClose, handling, onFailure, closeOnSuccess],
  );
  const clearRefusal = useCallback(() => setRefusal(null), []);
  return { run, isPending, refusal, clearRefusal };
}

const stayOpen = () => {};

/**
 * A write started in place, in a section of a page or of a dialog rather than in a dialog of its
 * own (confirm the matches, ignore a payment, import a statement): pending while it runs, a
 * refusal kept beside it (the record reloaded) until the next try, nothing closed. A failure
 * that is not a refusal goes to `onFailure`; the toast has already spoken.
 */
export function useInPlaceAction(
  refresh: ConflictRefresh = notARefusal,
  onFailure?: (error: unknown) => void,
): MutationRun {
  return useMutationRun({
    refresh,
    onClose: stayOpen,
    refusal: 'inline',
    onFailure,
    closeOnSuccess: false,
  });
}
