import { type ComponentProps, lazy, Suspense } from 'react';
import type { RelatedRecords as Loaded } from './RelatedRecords';

// The sections (their tables and texts) load after the record they sit under, in a chunk of
// their own: a record page's first paint never waits for them.
const RelatedRecordsChunk = lazy(() =>
  import('./RelatedRecords').then((m) => ({ default: m.RelatedRecords })),
);

/** The record's related enquiries, bookings and invoices (see RelatedRecords), loaded lazily. */
export function RelatedRecords(props: ComponentProps<typeof Loaded>) {
  return (
    <Suspense fallback={null}>
      <RelatedRecordsChunk {...props} />
    </Suspense>
  );
}
