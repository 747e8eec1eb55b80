import { eq, isNotNull, or } from 'drizzle-orm';
import type { WizardAnswerValue, WizardDefinition } from '../../../../shared/schemas/wizard';
import { wizardAnswerText } from '../../../../shared/wizard-answer-text';
import type { Db } from '../../../db/client';
import { agents, type AgentRow } from '../../../db/schema';
import { OFFLINE_ENGINE_NAME, type ChatEngine } from '../../chat';
import { buildIndex } from '../../chat';
import type { PassageSource } from '../../chat';
import { buildKnowledgeIndex, toPassages } from '../../chat';
import type { ToolsContext } from '../../tools';
import { composeOfflinePlan } from './offline-plan';

export interface PlanRequest {
  db: Db;
  wizard: WizardDefinition;
  /** The coach behind the wizard. */
  coach: AgentRow;
  answers: Record<string, WizardAnswerValue>;
  signal: AbortSignal;
}

/** Writes a plan as Markdown pieces, in order. */
export interface PlanWriter {
  /** Stored with the plan: 'offline', or 'provider/model'. */
  name: string;
  write(request: PlanRequest): AsyncGenerator<string>;
}

/** A plan is several times a chat reply: room for it, and time to write it. */
const PLAN_LENGTH = { outputTokens: 4_000, timeoutMs: 180_000 };

/** The founder's answers as "Step: answer" lines, in the wizard's order. */
export const answerLines = (wizard: WizardDefinition, answers: Record<string, WizardAnswerValue>) =>
  wizard.steps
    .filter((step) => answers[step.id] !== undefined)
    .map((step) => `${step.name}: ${wizardAnswerText(step.question, answers[step.id]!)}`);

/**
 * The offline plan draws on every platform coach's knowledge, not only the wizard's own: a
 * setup plan spans funding (the fundraising coach) and hiring (the hiring coach) too.
 */
function offlinePlanWriter(): PlanWriter {
  return {
    name: 'offline',
    async *write({ db, wizard, coach, answers, signal }) {
      const coaches = await db
        .select({ id: agents.id, knowledge: agents.knowledge })
        .from(agents)
        .where(or(isNotNull(agents.seedKey), eq(agents.id, coach.id)));
      // One source object per coach: the wizard's own is told apart by identity.
      const own: PassageSource = { kind: 'knowledge' };
      const index = buildIndex(
        toPassages(
          coaches.map((c) => ({
            source: c.id === coach.id ? own : { kind: 'knowledge' as const },
            text: c.knowledge,
          })),
        ),
      );
      const knowledge = { index, own };
      const blocks = composeOfflinePlan({ wizard, answers, knowledge, now: new Date() });
      for (const [i, block] of blocks.entries()) {
        signal.throwIfAborted();
        yield i === 0 ? block : `\n\n${block}`;
      }
    },
  };
}

/** A model writes the plan as the wizard's coach, told the final instructions and the answers. */
function modelPlanWriter(engine: ChatEngine, tools: ToolsContext): PlanWriter {
  return {
    name: engine.name,
    async *write({ wizard, coach, answers, signal }) {
      let index: ReturnType<typeof buildKnowledgeIndex> | undefined;
      const turn = {
        agent: coach,
        knowledgeIndex: () => (index ??= buildKnowledgeIndex(coach.knowledge)),
        message: 'Write my business setup plan now, from my answers.',
        history: [],
        files: [],
        earlierFiles: [],
        tools: await tools.toolsFor(coach, signal),
        setting: {
          instructions: wizard.final_instructions,
          facts: answerLines(wizard, answers),
          topic: 'the business setup plan',
        },
      };
      const run = engine.run(turn, { signal, streaming: true, longAnswer: PLAN_LENGTH });
      for await (const event of run) {
        if (event.type === 'delta') yield event.text;
      }
    },
  };
}

/**
 * The plan for the engine the app chose for chat turns: a model writes it as the coach, and
 * the offline engine's plan is composed from the coaches' knowledge.
 */
export function planWriterFor(engine: ChatEngine, tools: ToolsContext): PlanWriter {
  return engine.name === OFFLINE_ENGINE_NAME ? offlinePlanWriter() : modelPlanWriter(engine, tools);
}
