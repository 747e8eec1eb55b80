/** How many agents the account has and its plan allows (-1: no limit). */
export interface AgentQuota {
  plan: string;
  used: number;
  limit: number;
}

/**
 * The warning the create page shows before its form when the plan allows no more agents,
 * in the words the server refuses a creation with; null while one more fits.
 */
export function agentLimitWarning({ plan, used, limit }: AgentQuota): string | null {
  if (limit < 0 || used < limit) return null;
  return `The ${plan} plan allows up to ${limit} agents, and you have ${used}. Delete one, or change your plan, to create another.`;
}
