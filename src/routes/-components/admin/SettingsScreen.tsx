// /settings (back-office §2, §5): shop and bank details with Commit Changes. Phone keeps digits only, at most 10 (extra
// input ignored); GST number at most 15 and a valid GSTIN; pincode a 6-digit PIN code (rules: core/forms/settings.ts). The seller's state and the
// CGST/SGST rates saved here bill every following invoice.
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { formProblems } from '../../../../core/forms/form-problems';
import { settingsBody } from '../../../../core/forms/settings';
import { isRetailPrint } from '../../../../core/cart/cart.catalogue';
import type { ApiResult } from '../../../api/client';
import { updateSettings, type SettingsRecord } from '../../../api/settings';
import { showAlert } from '../../../ui/alerts';
import { LoadFailure } from '../records/BillParts';
import { RecordHead } from '../records/RecordHead';
import { SETTINGS_FIELDS as FIELDS, type SettingsField } from './admin-fields';
import { AdminForm, type FormMessage, type Problems, type Values } from './AdminForm';
import { TillPrinterSection } from './TillPrinterSection';

export const SETTINGS_MESSAGES = {
  updated: 'Settings updated successfully!',
  failed: (msg: string) => `Failed to update settings: ${msg}`,
  network: 'An error occurred while updating settings.',
} as const;

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
    const result = await updateSettings({
      id: '1',
      ...values,
      retail_print: isRetailPrint(values.retail_print) ? values.retail_print : 'receipt',
      gst_on_packing: values.gst_on_packing === '0' ? '0' : '1',
    });
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
      <TillPrinterSection />
    </section>
  );
}
