import { createFileRoute } from '@tanstack/react-router';
import { DayEndPrintPage } from '../../print/DayEndPrintPage';

interface DayEndPrintSearch {
  user?: string;
  paper?: '80mm';
  opening?: string;
  counted?: string;
}

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

// Not in the spec (issue 32): the Day End report's print, A4 or (?paper=80mm) the 80 mm roll.
export const Route = createFileRoute('/_auth/dayendprint/$date')({
  validateSearch: (search: Record<string, unknown>): DayEndPrintSearch => ({
    user: textOf(search.user),
    paper: search.paper === '80mm' ? '80mm' : undefined,
    opening: textOf(search.opening),
    counted: textOf(search.counted),
  }),
  component: function Print() {
    const { date } = Route.useParams();
    const { user = '', paper, opening = '', counted = '' } = Route.useSearch();
    return <DayEndPrintPage key={`${date}/${user}/${paper ?? 'a4'}`} date={date} userId={user} paper={paper ?? 'a4'} opening={opening} counted={counted} />;
  },
});
