import type { LandlordView } from '@staydesk/domain';
import type { Formatters, Widen } from '../../../i18n';
import type { landlordsMessages } from '../messages';

type Messages = Widen<(typeof landlordsMessages)['en']>;

/** What the record suggests and why, in words: the tooltip of a landlord's traffic light. */
export function trafficLightReason(landlord: LandlordView, m: Messages, f: Formatters): string {
  return f.message(m.suggestion, {
    light: m.trafficLights[landlord.suggestedTrafficLight],
    reasons: landlord.suggestionReasons.map((reason) => m.reasons[reason]).join(', '),
  });
}
