import type { FastifyInstance } from 'fastify';
import type { Agent } from '../../shared/schemas/agent';

/** A seeded coach from the catalogue, as a visitor sees it; fails loudly when it is missing. */
export async function seededCoach(app: FastifyInstance, name = 'Fundraising Coach') {
  const agents = (await app.inject('/api/agents')).json() as Agent[];
  const coach = agents.find((a) => a.name === name);
  if (!coach) throw new Error(`The seeded coach ${name} is not in the catalogue.`);
  return coach;
}
