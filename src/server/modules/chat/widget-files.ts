import { DomainError } from '../../domain-error';
import type { AgentRow } from '../../db/schema';
import type { Principal } from '../auth';

/**
 * A widget takes files only where the owner switched them on in the Widget tab (issue 33 §2):
 * hiding the button is not enough, a page's script could still send them.
 */
export function refuseWidgetFilesIfOff(principal: Principal, agent: AgentRow, fileCount: number) {
  if (principal.kind !== 'widget' || fileCount === 0) return;
  if (agent.widgetAppearance?.attachments === true) return;
  throw new DomainError(
    'forbidden',
    'files_not_accepted',
    'This chat does not take files. Paste the part you want to ask about into your message.',
  );
}
