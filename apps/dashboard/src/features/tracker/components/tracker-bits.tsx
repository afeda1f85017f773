import type { TrackerStatus } from '@staydesk/domain';
import { type BadgeTone, StatusBadge as Status } from '@staydesk/ui';
import { useFormat, useMessages, type Widen } from '../../../i18n';
import { trackerMessages } from '../messages';

export type TrackerText = Widen<(typeof trackerMessages)['en']>;

export function useTrackerTexts() {
  return { m: useMessages(trackerMessages), f: useFormat() };
}

const STATUS_TONES: Record<TrackerStatus, BadgeTone> = {
  open: 'info',
  waiting: 'caution',
  done: 'positive',
  dropped: 'neutral',
};

export function StatusBadge({ status, m }: { status: TrackerStatus; m: TrackerText }) {
  return <Status tone={STATUS_TONES[status]} status={status} label={m.statuses[status]} />;
}
