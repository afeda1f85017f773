import { TEXT_LIMITS } from '@staydesk/domain';
import { Text } from '@staydesk/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { formWrite, MutationDialog } from '../../../../components/MutationDialog';
import { useT } from '../../../../i18n';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { FormTextField } from '../../../../lib/form-fields';
import { zodResolver } from '../../../../lib/form-resolver';
import { useOffersMessages } from '../texts';

/**
 * Adds a temporary property from a listing's link (POST /api/v1/properties/temporary, read by the
 * scraper) and puts it on the enquiry. The properties module's own dialog cannot be imported
 * (features import no other feature), so this one calls the same endpoint.
 */
export function TemporaryLinkDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (url: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const m = useOffersMessages();
  const t = useT();
  const schema = useMemo(
    () =>
      z.object({
        url: z.string().check(
          z.trim(),
          z.maxLength(TEXT_LIMITS.url),
          z.refine((value) => {
            const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
            return URL.canParse(withScheme) && /\.[a-z]{2,}/i.test(new URL(withScheme).hostname);
          }, m.temporary.invalidUrl),
        ),
      }),
    [m],
  );
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { url: '' },
  });
  return (
    <MutationDialog
      title={m.temporary.title}
      submitLabel={m.temporary.submit}
      cancelLabel={m.temporary.cancel}
      closeLabel={t.common.close}
      onClose={onClose}
      onSubmit={formWrite(form, ({ url }) =>
        onSubmit(/^https?:\/\//i.test(url) ? url : `https://${url}`),
      )}
      onFailure={(error) => applyServerFieldErrors(error, ['url'], form.setError)}
    >
      <Text tone="secondary">{m.temporary.text}</Text>
      <FormTextField
        control={form.control}
        name="url"
        type="url"
        label={m.temporary.url}
        placeholder={m.temporary.urlHint}
        maxLength={TEXT_LIMITS.url}
        isRequired
      />
    </MutationDialog>
  );
}
