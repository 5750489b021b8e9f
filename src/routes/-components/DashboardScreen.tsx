import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { visibleFigures, type DashboardFigure } from '../../../core/dashboard';
import { formatIndian, parseRupees } from '../../../core/money';
import { permissions } from '../../session/permissions';
import { useStore } from '../../ui/store';
import { useScreenCommands } from '../../commands/useScreenCommands';
import { useDocumentTitle } from '../../ui/document-title';
import { fetchStateReview } from '../../api/state-review';
import { PathLink } from '../../ui/records/PathLink';
import { announce } from '../../ui/status';
import { dashboardCommands } from './dashboard-commands';

const route = getRouteApi('/_auth/home');

/** The purchase list filtered to purchases without the supplier's invoice (issue 30). */
const WITHOUT_INVOICE_PATH = '/purchaselist?invoice=missing';

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

  // Issue 28: each tile only for those who may open a screen listing what it counts (the same rule as dashboard.php).
  const { status, flags, owner } = useStore(permissions);
  const isOwner = status === 'granted' && owner === true;
  const shown = useMemo(() => new Set<DashboardFigure>(status === 'granted' ? visibleFigures({ flags, isOwner }) : []), [status, flags, isOwner]);

  // The owner's to-do from the GST state table (issue 19): records whose state it cannot read. Asked by the owner only
  // (anyone else would get 403).
  const [statesToFix, setStatesToFix] = useState(0);
  useEffect(() => {
    if (!isOwner) return;
    let live = true;
    void fetchStateReview().then((review) => {
      if (live && review.ok && Array.isArray(review.body)) setStatesToFix(review.body.length);
    });
    return () => {
      live = false;
    };
  }, [isOwner]);

  const commands = useMemo(() => dashboardCommands(() => void router.invalidate()), [router]);
  useScreenCommands('home', commands);

  const tiles: ReadonlyArray<{ figure: DashboardFigure; title: string; value: string; badge?: string }> = [
    { figure: 'total_revenue' as const, title: 'Total Revenue', value: `₹${rupees(summary.total_revenue)}`, badge: '8.5%' },
    { figure: 'total_order' as const, title: 'Total Orders', value: figure(summary.total_order) },
    { figure: 'total_product' as const, title: 'Total Products', value: figure(summary.total_product) },
    { figure: 'total_customer' as const, title: 'Total Customers', value: figure(summary.total_customer) },
  ].filter((tile) => shown.has(tile.figure));
  // Issue 30: the accountant's to-do beside the spec's four tiles (a line, as the states to fix): purchases still
  // without the supplier's invoice number and date, linked to the purchase list filtered to them.
  const withoutInvoice = shown.has('purchases_without_supplier_invoice') ? Number(figure(summary.purchases_without_supplier_invoice)) : 0;
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
      {status === 'granted' && tiles.length === 0 && (
        <p className="rec-dim">No figures here for your privileges: your screens are in the menu and the palette (Ctrl+K).</p>
      )}
      {withoutInvoice > 0 && (
        <p className="rec-warn" role="status" aria-label="Purchases without supplier invoice">
          {withoutInvoice === 1 ? '1 purchase has' : `${withoutInvoice} purchases have`} no supplier invoice number:{' '}
          <PathLink to={WITHOUT_INVOICE_PATH}>Purchases without supplier invoice</PathLink>
        </p>
      )}
      {statesToFix > 0 && (
        <p className="rec-warn" role="status">
          {statesToFix === 1 ? '1 record has a state' : `${statesToFix} records have a state`} that is not a GST state or union territory:{' '}
          <PathLink to="/statereview">States to fix</PathLink>
        </p>
      )}
    </section>
  );
}
