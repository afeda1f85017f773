import { VisuallyHidden } from 'react-aria';
import { Card } from '../Card/Card';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { StatusChip } from '../StatusChip/StatusChip';
import type { TrafficLight } from '../StatusChip/statusChipVariants';
import {
  body,
  company as companyClass,
  contact,
  contacts,
  header,
  name as nameClass,
} from './LandlordCard.css';

/** The landlord fields the card reads (the list view of spec §3). */
export interface LandlordCardLandlord {
  name: string;
  company?: { name?: string | null; url?: string | null } | null;
  emailAddresses?: readonly { email: string }[] | null;
  phoneNumbers?: readonly { phone: string }[] | null;
  trafficLightSystem?: TrafficLight | null;
}

export interface LandlordCardProps {
  landlord: LandlordCardLandlord;
  /** The landlord page; it opens in a new tab (spec §2). */
  href: string;
  /** The link's text. */
  linkLabel?: string;
  /** Read after the link text so nobody is surprised by the new tab. */
  newTabLabel?: string;
  /** The traffic light's text in the reader's language; the English label when left out. */
  trafficLightLabel?: string;
  /** The element of the landlord's name in the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The small landlord card: name, company, only the FIRST email and the FIRST phone number
 * (spec §2), the traffic light when known, and a link to the landlord page in a new tab.
 *
 * Hooks: `[data-component="LandlordCard"]`; parts `[data-part="name"]`, `[data-part="company"]`,
 * `[data-part="email"]`, `[data-part="phone"]`, `[data-part="open"]`.
 */
export function LandlordCard({
  landlord,
  href,
  linkLabel = 'Open landlord page',
  newTabLabel = '(opens in a new tab)',
  trafficLightLabel,
  headingLevel = 3,
  className,
}: LandlordCardProps) {
  const Heading = `h${headingLevel}` as const;
  const email = landlord.emailAddresses?.[0]?.email;
  const phone = landlord.phoneNumbers?.[0]?.phone;
  const companyName = landlord.company?.name;

  return (
    <Card padding="small" className={className}>
      <div className={body} data-component="LandlordCard">
        <div className={header}>
          <Heading className={nameClass} data-part="name">
            {landlord.name}
          </Heading>
          {landlord.trafficLightSystem ? (
            <StatusChip
              kind="trafficLight"
              status={landlord.trafficLightSystem}
              size="small"
              label={trafficLightLabel}
            />
          ) : null}
        </div>
        {companyName ? (
          <p className={companyClass} data-part="company">
            {companyName}
          </p>
        ) : null}
        {email || phone ? (
          <ul className={contacts}>
            {email ? (
              <li className={contact}>
                <Link href={`mailto:${email}`} tone="secondary" data-part="email">
                  {email}
                </Link>
              </li>
            ) : null}
            {phone ? (
              <li className={contact}>
                <Icon name="phone" size="small" />
                <Link
                  href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                  tone="secondary"
                  data-part="phone"
                >
                  {phone}
                </Link>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div>
          <Link
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            weight="strong"
            data-part="open"
          >
            {linkLabel}
            <VisuallyHidden>{` ${newTabLabel}`}</VisuallyHidden>
          </Link>
        </div>
      </div>
    </Card>
  );
}
