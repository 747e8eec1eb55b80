import { CALCULATORS, type Calculator } from '../founder-math';
import type { ModelTool, ModelToolSet } from './model-tools';

/** Told in the system prompt, since the tools are offered to every agent's model. */
export const CALCULATOR_GUIDANCE =
  "\n\n# Figures\nFor any arithmetic on the person's figures (runway, burn, payback, LTV, dilution, break-even…), call the matching calculator tool rather than working it out yourself, and state the formula and the inputs you used in your answer.";

function calculatorTool(calculator: Calculator<unknown>): ModelTool {
  return {
    description: calculator.description,
    inputSchema: calculator.inputSchema,
    // The step loop parsed the input with this very schema; a calculation that still cannot
    // be made (a figure out of range) goes back to the model as words, never as a crash.
    execute(input) {
      try {
        const { text, result } = calculator.compute(input);
        return Promise.resolve({ text, result });
      } catch (error) {
        const why = error instanceof Error ? error.message : 'the figures do not allow it';
        return Promise.resolve({ error: `${calculator.title} could not be worked out: ${why}` });
      }
    },
  };
}

/**
 * The founder calculators as function tools, for every agent: pure arithmetic with nothing
 * to set up, so a model's figures come out exact. Named by calculator id ("runway"). Built
 * once, so their JSON Schemas are made once too (model-steps.ts).
 */
export const CALCULATOR_TOOLS: Readonly<ModelToolSet> = Object.fromEntries(
  CALCULATORS.map((calculator) => [calculator.id, calculatorTool(calculator)]),
);
