import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { useInboxEvents } from '../hooks/use-inbox-events';
import { useInboxTitle } from '../hooks/use-inbox-title';
import { filtersFromParams, filtersToParams } from '../lib/inbox-filters';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { ExportButtons } from './export-buttons';
import { InboxFilters } from './inbox-filters';

/**
 * /inbox and /inbox/:id: every conversation of the owner's agents, live, and the one chosen.
 * Wide screens show both side by side; narrow ones show the list, or the conversation.
 */
export default function InboxPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const search = filtersToParams(filters).toString();
  const alert = useInboxEvents();
  useInboxTitle();
  return (
    <PageContainer>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Inbox</h1>
          <p className="mt-1 text-sm text-slate-600">
            Every conversation with your agents, in the app, through keys and in the widget, as it
            happens.
          </p>
        </div>
        <ExportButtons filters={filters} />
      </div>
      <div aria-live="assertive" className="sr-only">
        {alert && <p key={alert.key}>{alert.text}</p>}
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label="Conversation list" className={id ? 'hidden lg:block' : undefined}>
          <InboxFilters
            key={filters.q ?? ''}
            filters={filters}
            onChange={(next) => setParams(filtersToParams(next), { replace: true })}
          />
          <ConversationList filters={filters} selectedId={id} search={search} />
        </section>
        {id ? (
          <ConversationView key={id} id={id} search={search} />
        ) : (
          <p className="hidden text-sm text-slate-600 lg:block">
            Choose a conversation to read it and to step in.
          </p>
        )}
      </div>
    </PageContainer>
  );
}
