// Helpers of the record screens' tests (customers, order lists, details, cancelled orders, bill dates).
import type { Locator, Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import { addDays, todayInKolkata, type IsoDate } from '../../core/dates';
import { makeGstin } from '../../core/gstin';
import { parseRupees, type Paise } from '../../core/money';
import type { Database } from '../../server/db/types';
import { addCustomer, addOrder, seedShop, type Shop } from '../support/sales-fixtures';
import { expect, OWNER, signIn } from './fixtures';

export { expect, test } from './fixtures';

/** India's today and a day n days before it: the server dates bills (and refuses future ones) by Asia/Kolkata. */
export const today = (): IsoDate => todayInKolkata(new Date());
export const daysAgo = (n: number): IsoDate => addDays(today(), -n);

export async function signInAsOwner(page: Page): Promise<void> {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
}

/** The list's grid by its title (the table's accessible name). */
export const grid = (page: Page, title: string): Locator => page.getByRole('grid', { name: title });
/** The table's record rows (not the "No orders found" or spinner row). */
export const bodyRows = (table: Locator): Locator => table.locator('tbody tr:not(.rec-placeholder)');

/** Opens a list from the address bar and waits until its first load is over. */
export async function openList(page: Page, path: string, title: string): Promise<Locator> {
  await page.goto(path);
  const table = grid(page, title);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  return table;
}

/** The cells of every body row, as text. */
export async function rowTexts(table: Locator): Promise<string[][]> {
  return bodyRows(table).evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
}

export function paise(text: string): Paise {
  const parsed = parseRupees(text.trim());
  if (!parsed.ok) throw new Error(`"${text}" is not an amount`);
  return parsed.paise;
}

/** The Totals table's rows: [label, sign, amount]. */
export async function totalsShown(page: Page): Promise<string[][]> {
  return page
    .getByRole('table', { name: 'Totals' })
    .locator('tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
}

/** The in-app alert: its text, then Enter closes it. */
export async function readAlert(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alertdialog', { name: text });
  await expect(alert).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
}

export interface RecordsShop extends Shop {
  /** Chamundi Home Appliances, Mangaluru, Karnataka. */
  chamundi: number;
}

/** The small sales shop plus a Karnataka customer. */
export async function seedRecordsShop(db: Kysely<Database>): Promise<RecordsShop> {
  const shop = await seedShop(db);
  const chamundi = await addCustomer(db, {
    name: 'Chamundi Home Appliances',
    mobile: '8027383086',
    tax_number: makeGstin(29, 'AAHCC1234K'),
    address: '224, Car Street, Mangaluru',
    state: 'Karnataka',
    place_of_supply: 'Karnataka',
    city: 'Mangaluru',
    pincode: '575001',
  });
  return { ...shop, chamundi };
}

export { addCustomer, addOrder };
