import type { AppConfig } from '../../config';
import type { ChatEngine } from './chat-engine';
import { createLanguageModel } from './model-engine/language-model';
import { createModelChatEngine } from './model-engine/model-chat-engine';
import { createOfflineChatEngine } from './offline-chat-engine';

/** The engine LLM_PROVIDER asks for; unset, the offline engine. */
export function createChatEngine(llm: AppConfig['llm']): ChatEngine {
  if (llm.provider === 'offline') return createOfflineChatEngine();
  const { model, name } = createLanguageModel({ ...llm, provider: llm.provider });
  return createModelChatEngine({
    model,
    name,
    timeoutMs: llm.timeoutMs,
    maxRetries: llm.maxRetries,
    maxOutputTokens: llm.maxOutputTokens,
    budget: { knowledgeChars: llm.knowledgeChars, filesChars: llm.filesChars },
  });
}
