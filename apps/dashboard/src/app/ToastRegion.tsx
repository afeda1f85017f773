import { Box, Button, Inline } from '@staydesk/ui';
import { useSyncExternalStore } from 'react';
import { useT } from '../i18n';
import { toast } from '../lib/toast';

/** Renders the toast queue (spec §9: bottom-center, stacked, 5000 ms). */
export function ToastRegion() {
  const t = useT();
  const items = useSyncExternalStore(toast.subscribe, toast.current);
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-label="Notifications" data-toast-region="">
      {items.map((item) => (
        <Inline key={item.id} space="small" data-tone={item.tone}>
          <Box as="span" role={item.tone === 'critical' ? 'alert' : 'status'}>
            {item.text}
          </Box>
          <Button variant="secondary" size="small" onPress={() => toast.dismiss(item.id)}>
            {t.common.dismiss}
          </Button>
        </Inline>
      ))}
    </Box>
  );
}
