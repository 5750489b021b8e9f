// /settings (back-office §2, §5): shop and bank details with Commit Changes. Phone keeps digits only, at most 10 (extra
// input ignored); GST number at most 15 and a valid GSTIN; pincode a 6-digit PIN code (rules: core/forms/settings.ts). The seller's state and the
// CGST/SGST rates saved here bill every following invoice.
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { MAX_GST_NO, MAX_PHONE, MAX_PINCODE } from '../../../../core/admin-rules';
import { formProblems } from '../../../../core/forms/form-problems';
import { settingsBody } from '../../../../core/forms/settings';
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

const LABELS = Object.fromEntries(FIELDS.map((f) => [f.name, f.label])) as Record<SettingsField, string>;

/** setting_update.php's own schema (core/forms/settings.ts), its problems under the screen's labels. */
export function settingsProblems(values: Values<SettingsField>): Problems<SettingsField> {
  return formProblems(settingsBody, values, {
    labels: LABELS,
    says: {
      email: () => 'Please enter a valid email address',
      // A GSTIN's problem is a sentence of its own ("GSTIN check digit does not match").
      gst_no: (rule) => rule,
    },
  });
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
