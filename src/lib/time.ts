// Date arithmetic in Dhaka time (start of a Dhaka day, last 7 days): every moment the product
// groups by is read in Asia/Dhaka (GMT+6), whatever the device's zone. Turning a moment into text
// for the screen is lib/format.ts's job (digits and month names of the chosen language).
import dayjs, { type ConfigType } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

export const TIME_ZONE = 'Asia/Dhaka';

/** A moment in Dhaka time. */
export const inDhaka = (value?: ConfigType) => dayjs(value).tz(TIME_ZONE);
