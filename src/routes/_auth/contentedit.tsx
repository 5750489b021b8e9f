import { createFileRoute } from '@tanstack/react-router';
import { fetchContentPage } from '../../api/content';
import { Spinner } from '../../ui/records/Spinner';
import { ContentEditScreen } from '../-components/admin/ContentScreens';

// ?page=<page id> names the page (the spec's /contentedit carries none; Home when absent). Read by hand, as zod
// would load with /login.
const search = (raw: Record<string, unknown>): { page?: string } => (typeof raw.page === 'string' && /^[a-z-]{1,40}$/.test(raw.page) ? { page: raw.page } : {});

export const Route = createFileRoute('/_auth/contentedit')({
  validateSearch: search,
  loaderDeps: ({ search: { page } }) => ({ page: page ?? 'home' }),
  loader: ({ deps }) => fetchContentPage(deps.page),
  pendingComponent: () => <Spinner />,
  component: function ContentEdit() {
    const reply = Route.useLoaderData();
    return <ContentEditScreen key={reply.ok ? reply.body.page_id : 'failed'} reply={reply} />;
  },
});
