// The browser tab names the screen ("GST Bill · kulir"), so a counter with several tabs open can tell them apart.
import { useEffect } from 'react';

const APP = 'kulir';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP}` : APP;
    return () => {
      document.title = APP;
    };
  }, [title]);
}
