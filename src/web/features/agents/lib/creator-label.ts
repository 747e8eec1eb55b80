import { CARD_OWNER_MAX } from '../../../../shared/constants';
import type { Agent } from '../../../../shared/schemas/agent';
import { truncate } from '../../../lib/format';

/** Who made an agent whose creator has set no profile name yet: nobody's e-mail, ever. */
export const UNNAMED_CREATOR = 'a CoachForge member';

/** The creator as the person reading the card is: their own agents are theirs, by any name. */
export const OWN_CREATOR = 'you';

/** The card's 'Created by' (spec 01 §2: cut to 20 characters). */
export const creatorLabel = (agent: Pick<Agent, 'owner' | 'is_owner'>) =>
  agent.is_owner ? OWN_CREATOR : truncate(agent.owner ?? UNNAMED_CREATOR, CARD_OWNER_MAX);
