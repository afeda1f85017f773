// A form's resolver: the domain's schemas on react-hook-form, with zod's English messages
// configured before the first field is validated.
import './zod-messages';

export { zodResolver } from '@hookform/resolvers/zod';
