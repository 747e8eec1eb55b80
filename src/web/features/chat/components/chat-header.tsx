import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { ButtonLink } from '../../../components/ui/button';

/** Product name, agent name and the screen's actions (Back to Agents, plus any given). */
export function ChatHeader({ name, actions }: { name: string; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
      <div>
        <p className="text-sm text-slate-600">{PRODUCT_NAME}</p>
        <h1 className="text-xl font-semibold">{name}</h1>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        <ButtonLink to="/agents" variant="secondary" size="sm">
          <ArrowLeft aria-hidden className="size-4" /> Back to Agents
        </ButtonLink>
      </div>
    </header>
  );
}
