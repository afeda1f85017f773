import { API_MESSAGES_FR, formatApiMessage, isApiMessageCode } from '@staydesk/domain';
import type { ApiTexts } from '../index';

/** The server's refusals in French: the domain's French texts, its `day` parameters formatted. */
export const apiText: ApiTexts = (coded, format, day) =>
  isApiMessageCode(coded.code)
    ? formatApiMessage(API_MESSAGES_FR, format, coded.code, coded.params, day)
    : undefined;
