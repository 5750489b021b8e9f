// Close Day (day_end_close.php and /dayend): the cash counted in the drawer, in rupees, never negative.
import { rupees } from '../wire';

export const dayEndCloseFields = { cash_counted: rupees() };
