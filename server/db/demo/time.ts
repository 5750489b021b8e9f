import { addDays, type IsoDate } from '../../../core/dates';

/** Opening hours of the shop, as minutes after midnight in India. */
export const SHOP_OPENS = 10 * 60;
export const SHOP_CLOSES = 20 * 60 + 30;

/** The ISO timestamp (UTC) of a minute of a calendar day in Asia/Kolkata (UTC+05:30), never after now. */
export function istStamp(date: IsoDate, minuteOfDay: number, now: Date): string {
  const [year, month, day] = date.split('-').map(Number);
  const at = Date.UTC(year, month - 1, day, 0, minuteOfDay - 330);
  return new Date(Math.min(at, now.getTime())).toISOString();
}

/** Days from a to b (b later is positive). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export { addDays };
