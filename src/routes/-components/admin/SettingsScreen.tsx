// /settings (back-office §2, §5): shop and bank details with Commit Changes. Phone keeps digits only, at most 10 (extra
// input ignored); GST number at most 15 and a valid GSTIN; pincode digits only, at most 6. The seller's state and the
// CGST/SGST rates saved here bill every following invoice.
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { isEmail, MAX_GST_NO, MAX_PHONE, MAX_PINCODE } from '../../../../core/admin-rules';
import { validateGstin } from '../../../../core/gstin';
import { booksLockedUntilField } from '../../../../core/books-lock';
import { parseRupees } from '../../../../core/money';
import { checkPartyState, isPincodeOrBlank, PINCODE_MESSAGE } from '../../../../core/party-fields';
import { tryParsePercent } from '../../../../core/percent';
import { upiIdField } from '../../../../core/upi';
import type { ApiResult } from '../../../api/client';
import { updateSettings, type SettingsRecord } from '../../../api/settings';
import { showAlert } from '../../../ui/alerts';
import { LoadFailure } from '../records/BillParts';
import { RecordHead } from '../records/RecordHead';
import { AdminForm, type FieldSpec, type FormMessage, type Problems, type Values } from './AdminForm';

export const SETTINGS_MESSAGES = {
  updated: 'Settings updated successfully!',
  failed: (msg: string) => `Failed to update settings: ${msg}`,
  network: 'An error occurred while updating settings.',
} as const;

type SettingsField = Exclude<keyof SettingsRecord, 'id'>;

const FIELDS: readonly FieldSpec<SettingsField>[] = [
  { name: 'shop_name', label: 'Shop Name', required: true, max: 100, section: 'Shop details' },
  { name: 'user_name', label: 'User Name', max: 100 },
  { name: 'email', label: 'Email', kind: 'email', max: 254 },
  { name: 'phone', label: 'Phone', kind: 'digits', max: MAX_PHONE },
  { name: 'address', label: 'Address', max: 500 },
  { name: 'city', label: 'City', max: 100 },
  { name: 'state', label: 'State', kind: 'state', required: true, max: 100, hint: 'Bills to this state get CGST + SGST; other states get IGST' },
  { name: 'pincode', label: 'Pincode', kind: 'digits', max: MAX_PINCODE },
  { name: 'gst_no', label: 'GST Number', max: MAX_GST_NO },
  { name: 'cgst', label: 'CGST %', required: true, max: 6 },
  { name: 'sgst', label: 'SGST %', required: true, max: 6 },
  { name: 'packing_charge', label: 'Packing Charge %', max: 6 },
  { name: 'bank_name', label: 'Bank Name', max: 100, section: 'Bank details' },
  { name: 'acc_holder_name', label: 'Account Holder Name', max: 100 },
  { name: 'acc_no', label: 'Account Number', max: 34 },
  { name: 'ifsc_code', label: 'IFSC Code', max: 11 },
  { name: 'micr_code', label: 'MICR Code', max: 9 },
  { name: 'upi_id', label: 'UPI ID', max: 255, section: 'UPI payments', hint: 'Bills print a UPI QR code for the amount due (e.g. shopname@okaxis); leave empty for none' },
  {
    name: 'retail_print',
    label: 'Retail Bill Print',
    section: 'Counter',
    options: [
      { value: 'receipt', label: '80 mm receipt' },
      { value: 'a4', label: 'A4 invoice' },
    ],
    hint: 'What the print key prints after a retail bill is saved at the counter',
  },
  {
    name: 'books_locked_until',
    label: 'Books Closed Up To',
    max: 10,
    section: 'Closed periods',
    hint: 'dd-mm-yyyy: nothing dated on or before it can be added, edited or cancelled (owner only; empty for none)',
  },
  { name: 'ewaybill_threshold', label: 'E-way Bill Threshold', max: 14, hint: 'A GST bill over this many rupees shows that it needs an e-way bill' },
];

function percentProblem(text: string, max: number): string | undefined {
  const parsed = tryParsePercent(text.trim() === '' ? '0' : text);
  return parsed.ok && parsed.bp <= max * 100 ? undefined : `Enter a percent from 0 to ${max}`;
}

export function settingsProblems(values: Values<SettingsField>): Problems<SettingsField> {
  const problems: Problems<SettingsField> = {};
  if (values.shop_name.trim() === '') problems.shop_name = 'Shop Name is required';
  if (values.state.trim() === '') problems.state = 'State is required';
  if (values.email.trim() !== '' && !isEmail(values.email)) problems.email = 'Please enter a valid email address';
  if (values.gst_no.trim() !== '') {
    const gstin = validateGstin(values.gst_no);
    if (!gstin.ok) problems.gst_no = gstin.reason;
  }
  // The server's rule (core/party-fields): the shop's state is a GST state, agreeing with its GSTIN.
  const state = checkPartyState(values.state.trim(), problems.gst_no ? '' : values.gst_no.trim());
  if (!problems.state && !state.ok) problems.state = `State ${state.message}`;
  const upi = upiIdField.safeParse(values.upi_id);
  if (!upi.success) problems.upi_id = `UPI ID ${upi.error.issues[0]?.message ?? ''}`;
  if (!isPincodeOrBlank(values.pincode.trim())) problems.pincode = `Pincode ${PINCODE_MESSAGE}`;
  const lock = booksLockedUntilField.safeParse(values.books_locked_until);
  if (!lock.success) problems.books_locked_until = `Books Closed Up To ${lock.error.issues[0]?.message ?? ''}`;
  const threshold = parseRupees(values.ewaybill_threshold.trim() === '' ? '0' : values.ewaybill_threshold);
  if (!threshold.ok || threshold.paise < 0) problems.ewaybill_threshold = 'Enter an amount in rupees such as 50000';
  problems.cgst = percentProblem(values.cgst, 14);
  problems.sgst = percentProblem(values.sgst, 14);
  problems.packing_charge = percentProblem(values.packing_charge, 100);
  return Object.fromEntries(Object.entries(problems).filter(([, v]) => v !== undefined)) as Problems<SettingsField>;
}

export function SettingsScreen({ reply }: { reply: ApiResult<SettingsRecord> }) {
  const router = useRouter();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const save = async (values: Values<SettingsField>) => {
    setMessage(null);
    const result = await updateSettings({ id: '1', ...values, retail_print: values.retail_print === 'a4' ? 'a4' : 'receipt' });
    if (!result.ok) {
      const text = result.network ? SETTINGS_MESSAGES.network : SETTINGS_MESSAGES.failed(result.msg);
      setMessage({ tone: 'error', text });
      return showAlert(text);
    }
    showAlert(result.msg || SETTINGS_MESSAGES.updated);
    await router.invalidate();
  };
  if (!reply.ok) {
    return (
      <section className="rec-screen" aria-labelledby="settings-title">
        <RecordHead id="settings-title" title="Settings" />
        <LoadFailure reply={reply} back="/home" />
      </section>
    );
  }
  const { id: _id, ...initial } = reply.body;
  return (
    <section className="rec-screen" aria-labelledby="settings-title">
      <RecordHead id="settings-title" title="Settings" />
      <AdminForm
        key={JSON.stringify(reply.body)}
        screen="settings"
        fields={FIELDS}
        initial={initial}
        validate={settingsProblems}
        onSave={save}
        saveLabel="Commit Changes"
        busyLabel="Committing…"
        back="/home"
        message={message}
      />
    </section>
  );
}
