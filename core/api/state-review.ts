// state_review.php's rows (issue 19): a record whose state field the GST state table cannot read.
export interface StateToFix {
  kind: 'customer' | 'supplier' | 'settings';
  id: string;
  name: string;
  /** The field as its screen labels it: State or Place of Supply. */
  field: string;
  /** The text kept as it was written. */
  written: string;
  /** The screen that edits it. */
  fix: string;
}
