/**
 * Shown while the code of the first screen a page load opens is fetched (each screen is a
 * chunk of its own): an empty page that says it is loading. Without one React Router renders
 * nothing and warns in the console on every such load.
 */
export function FirstScreenLoading() {
  return (
    <div aria-busy="true" className="min-h-screen">
      <p role="status" className="sr-only">
        Loading…
      </p>
    </div>
  );
}
