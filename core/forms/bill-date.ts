// Edit Bill Date (/editbilldate and billdate_update.php): one required date, dd-mm-yyyy. Whether the bill may move to
// it (not after today, not out of its financial year) is the server's to say.
import { z } from 'zod';
import { dmyDate } from '../wire';

export const billDateFields = { new_date: dmyDate() };
export const billDateForm = z.object(billDateFields);
