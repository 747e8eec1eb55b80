import type { SpeechLanguage } from '../../voice';

/** What the voice's Test says in each agent language: what a coach says first on a call. */
export const VOICE_SAMPLES: Record<SpeechLanguage, string> = {
  en: "Hello! I'm your coach. What would you like to work on today?",
  pt: 'Olá! Eu sou o seu coach. No que você gostaria de trabalhar hoje?',
  es: '¡Hola! Soy tu coach. ¿En qué te gustaría trabajar hoy?',
  fr: "Bonjour ! Je suis votre coach. Sur quoi aimeriez-vous travailler aujourd'hui ?",
};

/** What the recogniser's Test hears in each agent language: what a caller asks a coach. */
export const RECOGNISER_SAMPLES: Record<SpeechLanguage, string> = {
  en: 'I would like to talk about my pricing strategy for next year.',
  pt: 'Eu gostaria de falar sobre a minha estratégia de preços para o próximo ano.',
  es: 'Me gustaría hablar de mi estrategia de precios para el próximo año.',
  fr: "Je voudrais parler de ma stratégie de prix pour l'année prochaine.",
};

/** How long one sample may take: a provider slower than this is too slow for a call anyway. */
export const SAMPLE_TIMEOUT_MS = 20_000;

export const tookTooLong = (what: string, ms: number) =>
  `The ${what} took longer than ${ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`} on this sample.`;
