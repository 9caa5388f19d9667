import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** A quiet notice while the connection is gone; the server render assumes a connection. */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div className="site-offline" role="status">
      {online ? null : (
        <p>
          You are offline. What you have written stays on this page; we will try again when you are back
          online.
        </p>
      )}
    </div>
  );
}
