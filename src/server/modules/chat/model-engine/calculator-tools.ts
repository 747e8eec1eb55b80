import { type AgentTool, ToolError } from '../../tools';
import { CALCULATORS, type Calculator } from '../founder-math';

/** Told in the system prompt, since the calculators are offered to every agent's model. */
export const CALCULATOR_GUIDANCE =
  "\n\n# Figures\nFor any arithmetic on the person's figures (runway, burn, payback, LTV, dilution, break-even…), call the matching calculator tool rather than working it out yourself, and state the formula and the inputs you used in your answer.";

/**
 * A founder calculator as a tool every agent's model has: pure arithmetic with nothing to set
 * up, so a model's figures come out exact. Named by calculator id ("runway"); a calculation
 * that cannot be made (a figure out of range) fails the call with a sentence the model reads.
 */
function calculatorTool(calculator: Calculator<unknown>): AgentTool {
  return {
    name: calculator.id,
    description: calculator.description,
    inputSchema: calculator.inputSchema,
    execute(input) {
      try {
        const { text, result } = calculator.compute(input);
        return Promise.resolve({ text, result });
      } catch (error) {
        const why = error instanceof Error ? error.message : 'the figures do not allow it';
        const sentence = `${calculator.title} could not be worked out: ${why}`;
        return Promise.reject(new ToolError('calculation_failed', sentence));
      }
    },
    activity: () => ({ label: `Calculating ${calculator.title}…` }),
  };
}

/**
 * The founder calculators, built once. They live with the model engine, which offers them
 * beside the agent's own tools and tells the model to use them (CALCULATOR_GUIDANCE); the
 * offline engine runs founder-math itself.
 */
export const CALCULATOR_TOOLS: readonly AgentTool[] = CALCULATORS.map(calculatorTool);
