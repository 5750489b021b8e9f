// state_review.php (owner only, issue 19): records whose state the GST state table cannot read.
import type { StateToFix } from '../../core/api/state-review';
import { callApi } from './client';

export type { StateToFix };

export const fetchStateReview = () => callApi<StateToFix[]>('state_review.php');
