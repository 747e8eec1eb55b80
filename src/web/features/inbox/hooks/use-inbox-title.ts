import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { useWaitingCount } from '../lib/waiting-requests';

/** The tab's title names the inbox and, first, how many ask for a person: seen from other tabs. */
export function useInboxTitle() {
  const waiting = useWaitingCount();
  useEffect(() => {
    const before = document.title;
    document.title = `${waiting ? `(${waiting}) ` : ''}Inbox — ${PRODUCT_NAME}`;
    return () => {
      document.title = before;
    };
  }, [waiting]);
}
