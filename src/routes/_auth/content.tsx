import { createFileRoute } from '@tanstack/react-router';
import { ContentListScreen } from '../-components/admin/ContentScreens';

// Contents Management (back-office §2): Home, About US, Contact us, Whole Sale Purchase, Privacy Policy,
// Shipping & Delivery Policy, Terms & Conditions.
export const Route = createFileRoute('/_auth/content')({
  component: ContentListScreen,
});
