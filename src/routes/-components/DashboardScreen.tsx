import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { formatIndian, parseRupees } from '../../../core/money';
import { useScreenCommands } from '../../commands/useScreenCommands';
import { useDocumentTitle } from '../../ui/document-title';
import { fetchStateReview } from '../../api/state-review';
import { PathLink } from '../../ui/records/PathLink';
import { announce } from '../../ui/status';
import { dashboardCommands } from './dashboard-commands';

const route = getRouteApi('/_auth/home');

/** Missing values show 0 (spec §2). */
const figure = (value: string | number | null | undefined) => (value === undefined || value === null || value === '' ? '0' : String(value));

/** Revenue in Indian grouping (₹89,42,906.00); anything unreadable is shown as the server sent it. */
const rupees = (value: string | number | null | undefined) => {
  const parsed = parseRupees(figure(value));
  return parsed.ok ? formatIndian(parsed.paise) : figure(value);
};

export function DashboardScreen() {
  const reply = route.useLoaderData();
  const router = useRouter();
  const summary = reply.ok ? (reply.body ?? {}) : {};
  useEffect(() => {
    if (!reply.ok) console.error('dashboard.php:', reply.network ? 'network error' : `${reply.code} ${reply.msg}`);
    if (!reply.ok && !reply.network && reply.code !== 401) announce(reply.msg);
  }, [reply]);

  // The owner's to-do from the GST state table (issue 19): records whose state it cannot read. Others get 403: nothing shown.
  const [statesToFix, setStatesToFix] = useState(0);
  useEffect(() => {
    let live = true;
    void fetchStateReview().then((review) => {
      if (live && review.ok && Array.isArray(review.body)) setStatesToFix(review.body.length);
    });
    return () => {
      live = false;
    };
  }, []);

  const commands = useMemo(() => dashboardCommands(() => void router.invalidate()), [router]);
  useScreenCommands('home', commands);

  const tiles: ReadonlyArray<{ title: string; value: string; badge?: string }> = [
    { title: 'Total Revenue', value: `₹${rupees(summary.total_revenue)}`, badge: '8.5%' },
    { title: 'Total Orders', value: figure(summary.total_order) },
    { title: 'Total Products', value: figure(summary.total_product) },
    { title: 'Total Customers', value: figure(summary.total_customer) },
  ];
  useDocumentTitle('Dashboard');
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="screen-title">
        Dashboard
      </h1>
      <ul className="tiles">
        {tiles.map((tile) => (
          <li key={tile.title} className="tile">
            <h2 className="tile-title">{tile.title}</h2>
            <p className="tile-value">{tile.value}</p>
            {tile.badge && <span className="tile-badge">▲ {tile.badge}</span>}
          </li>
        ))}
      </ul>
      {statesToFix > 0 && (
        <p className="rec-warn" role="status">
          {statesToFix === 1 ? '1 record has a state' : `${statesToFix} records have a state`} that is not a GST state or union territory:{' '}
          <PathLink to="/statereview">States to fix</PathLink>
        </p>
      )}
    </section>
  );
}
