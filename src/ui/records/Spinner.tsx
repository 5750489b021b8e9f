/** The list and detail screens' spinner (spec §4: a spinner while loading, then rows). */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="rec-loading" role="progressbar" aria-label={label}>
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}
