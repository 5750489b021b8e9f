// Add Employee (register.php) and Edit Employee (employe_detail_update.php), back-office §5: name, email (email
// format), mobile and password required on add, mobile digits only max 10; on edit an empty password keeps the old one.
import { z } from 'zod';
import { emailField, idField, keptPasswordField, passwordField, phoneField, requiredPhoneField, requiredText } from './fields';

export const registerBody = z.object({
  name: requiredText(100),
  email: emailField(),
  phone: requiredPhoneField(),
  password: passwordField(),
});

export const employeeUpdateBody = z.object({
  user_id: idField(),
  name: requiredText(100),
  email: emailField(),
  phone: phoneField(),
  password: keptPasswordField(),
});
