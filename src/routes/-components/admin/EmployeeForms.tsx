// /addusers (Add Employee) and /editusers/{user_id} (Edit Employee, with a show/hide toggle for the password):
// back-office §2, §5, §8. Messages show as red text under the form; an empty password on edit keeps the old one.
import { useState } from 'react';
import { employeeUpdateBody, registerBody } from '../../../../core/forms/employee';
import { IS_REQUIRED } from '../../../../core/forms/fields';
import { formProblems } from '../../../../core/forms/form-problems';
import type { ApiResult } from '../../../api/client';
import { registerEmployee, updateEmployee, type EmployeeRecord } from '../../../api/employees';
import { showAlert } from '../../../ui/alerts';
import { useGo } from '../../../ui/records/PathLink';
import { LoadFailure } from '../records/BillParts';
import { RecordHead } from '../records/RecordHead';
import { ADD_FIELDS, EDIT_FIELDS, type AddField } from './admin-fields';
import { AdminForm, type FormMessage, type Problems, type Values } from './AdminForm';

export const EMPLOYEE_FORM_MESSAGES = {
  registered: 'Employee registered successfully!',
  registerFailed: 'Registration failed!',
  registerNetwork: 'An error occurred while registering.',
  updated: 'Employee detail Updated Succeefully',
  updateNetwork: 'An error occurred while updating the employee.',
} as const;

const LIST = '/users';

const LABELS = {
  add: { name: 'Name', email: 'Email', phone: 'Mobile', password: 'Password' },
  edit: { name: 'Name', email: 'Email', phone: 'Phone', password: 'Password' },
} as const;
const SCHEMAS = { add: registerBody, edit: employeeUpdateBody.omit({ user_id: true }) } as const;

/** Spec §5 through register.php's and employe_detail_update.php's own schemas (core/forms/employee.ts). */
export function employeeProblems(values: Values<AddField>, mode: 'add' | 'edit'): Problems<AddField> {
  return formProblems(SCHEMAS[mode], values, {
    labels: LABELS[mode],
    says: { email: (rule) => (rule === IS_REQUIRED ? 'Email is required' : 'Please enter a valid email address') },
  });
}

const failure = (reply: ApiResult<unknown>, failed: string, network: string): FormMessage | null =>
  reply.ok ? null : { tone: 'error', text: reply.network ? network : `${failed}\n${reply.msg}` };

export function AddEmployeeScreen() {
  const go = useGo();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const save = async (values: Values<AddField>) => {
    setMessage(null);
    const reply = await registerEmployee({ name: values.name.trim(), phone: values.phone, email: values.email.trim(), password: values.password });
    const problem = failure(reply, EMPLOYEE_FORM_MESSAGES.registerFailed, EMPLOYEE_FORM_MESSAGES.registerNetwork);
    if (problem) return setMessage(problem);
    showAlert(EMPLOYEE_FORM_MESSAGES.registered);
    go(LIST);
  };
  return (
    <section className="rec-screen" aria-labelledby="add-employee-title">
      <RecordHead id="add-employee-title" title="Add Employee" />
      <AdminForm
        screen="add-employee"
        fields={ADD_FIELDS}
        initial={{ name: '', email: '', phone: '', password: '' }}
        validate={(values) => employeeProblems(values, 'add')}
        onSave={save}
        saveLabel="Add Employee"
        back={LIST}
        message={message}
      />
    </section>
  );
}

export function EditEmployeeScreen({ userId, reply }: { userId: string; reply: ApiResult<EmployeeRecord[]> }) {
  const go = useGo();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const employee = reply.ok ? reply.body[0] : undefined;
  const save = async (values: Values<AddField>) => {
    setMessage(null);
    const result = await updateEmployee({
      user_id: userId,
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone,
      password: values.password,
    });
    const problem = failure(result, 'Update failed!', EMPLOYEE_FORM_MESSAGES.updateNetwork);
    if (problem) return setMessage(problem);
    showAlert(result.ok && result.msg ? result.msg : EMPLOYEE_FORM_MESSAGES.updated);
    go(LIST);
  };
  return (
    <section className="rec-screen" aria-labelledby="edit-employee-title">
      <RecordHead id="edit-employee-title" title="Edit Employee">
        {employee && <span className="rec-sub">{employee.name}</span>}
      </RecordHead>
      {employee ? (
        <AdminForm
          screen="edit-employee"
          fields={EDIT_FIELDS}
          initial={{ name: employee.name, email: employee.email, phone: employee.phone, password: '' }}
          validate={(values) => employeeProblems(values, 'edit')}
          onSave={save}
          saveLabel="Update"
          back={LIST}
          message={message}
        />
      ) : (
        <LoadFailure reply={reply.ok ? { ok: false, code: 404, msg: 'No data found' } : reply} back={LIST} />
      )}
    </section>
  );
}
