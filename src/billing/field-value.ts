// Writing a React-controlled field's value from outside React, as the user would, so its onChange sees the change.

/** Where a user's keys can change a value: a text field, or a list a key picks from by typing. */
export type Editable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Sets the field's value the way the user would, so its onChange sees it: typing for a text field; for a select
 * (whose typeahead a burst's letters drive, e.g. the purchase screen's Supplier) a change.
 */
export function setFieldValue(field: Editable, value: string): void {
  // The element class's own value setter: React's tracker, which wraps the instance's, must see the change.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
