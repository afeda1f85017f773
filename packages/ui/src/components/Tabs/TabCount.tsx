import { VisuallyHidden } from 'react-aria';
import { Badge } from '../Badge/Badge';

const countFormat = new Intl.NumberFormat('en-GB');

/**
 * A tab's count (spec §2: tabs show a count per tab value), for `Tab` and `TabNav`: a badge,
 * accented on the selected tab, and read as part of the tab's name: 'Pending (12)'.
 */
export function TabCount({ count, isSelected }: { count: number; isSelected: boolean }) {
  return (
    <>
      {/* One text node for the name: the badge's box would otherwise split it into 'Pending ( 12 )'. */}
      <VisuallyHidden>{` (${countFormat.format(count)})`}</VisuallyHidden>
      <Badge
        size="small"
        tone={isSelected ? 'brandAccent' : 'neutral'}
        aria-hidden
        data-part="count"
      >
        {countFormat.format(count)}
      </Badge>
    </>
  );
}
