import { describe, expect, it } from 'vitest';
import { detectLanguage, type ReplyLanguage } from './index';

/** How founders write to a coach: their figures, English startup words, one line. */
const FOUNDER_LINES: Record<ReplyLanguage, string[]> = {
  en: [
    'We have $200k in the bank and burn $15k per month. How long is our runway?',
    'Is $29 per month too cheap for a B2B tool?',
    'And if we hire one more engineer at $8k per month?',
    'Can you explain that in simpler terms?',
    'CAC $400, $50/month at 80% margin, payback?',
    'Give me an example',
    'Our ARR is $1.2M and we burned $3M last year, is that a good burn multiple?',
    'My investor wants a 2x liquidation preference, should I push back?',
    'ok but what about churn',
    'thanks, that was really useful',
  ],
  pt: [
    'Como sei se tenho product-market fit? Temos 40 clientes pagantes e churn de 8% ao mês.',
    'Temos 200 mil euros no banco e queimamos 15 mil por mês. Quanto tempo de runway temos?',
    'Vale a pena levantar uma ronda seed agora ou esperar?',
    'Pode explicar de forma mais simples?',
    'O meu co-fundador quer 50%, é justo?',
    'Estamos a perder clientes todos os meses, o que faço?',
    'Nosso MRR é de R$ 30 mil, quanto vale a empresa?',
    'Vocês acham que o nosso burn multiple está alto?',
    'Temos um runway de 6 meses, devo cortar custos ou levantar dinheiro?',
    'obrigada, ajudou muito',
  ],
  es: [
    '¿Cómo sé si tengo product-market fit? Tenemos 40 clientes que pagan y un churn del 8% mensual.',
    'Tenemos 200 mil dólares en el banco y quemamos 15 mil al mes. ¿Cuánto runway tenemos?',
    '¿Y si contratamos a otro ingeniero?',
    '¿Puedes explicarlo más sencillo?',
    'Mi cofundador quiere el 50%, ¿es justo?',
    'Estamos perdiendo clientes cada mes, ¿qué hago?',
    'El inversor pide una preferencia de liquidación de 2x, ¿la acepto?',
    '¿Ustedes creen que nuestro burn multiple es alto?',
    'Tenemos un runway de 6 meses, ¿recorto gastos o levanto dinero?',
    'gracias, me ayudó mucho',
  ],
  fr: [
    'Comment savoir si on a trouvé le product-market fit ? Nous avons 40 clients payants et 8% de churn par mois.',
    'On a 200 k€ en banque et on brûle 15 k€ par mois. Combien de runway avons-nous ?',
    'Et si on embauche un ingénieur de plus ?',
    'Tu peux expliquer plus simplement ?',
    'Mon cofondateur veut 50 %, est-ce juste ?',
    'On perd des clients chaque mois, que faire ?',
    "L'investisseur demande une préférence de liquidation de 2x, je dois accepter ?",
    'Vous pensez que notre burn multiple est trop élevé ?',
    'On a 6 mois de runway, on coupe les coûts ou on lève ?',
    'merci, ça m’a beaucoup aidé',
  ],
};

const LANGUAGES = Object.keys(FOUNDER_LINES) as ReplyLanguage[];
const cases = LANGUAGES.flatMap((language) =>
  FOUNDER_LINES[language].flatMap((line) =>
    LANGUAGES.filter((other) => other !== language).map((fallback) => ({
      language,
      line,
      fallback,
    })),
  ),
);

describe('detectLanguage', () => {
  // Each line read as if the conversation so far had been in another language.
  it.each(cases)('reads "$line" as $language after $fallback', ({ language, line, fallback }) => {
    expect(detectLanguage(line, fallback)).toBe(language);
  });

  it('keeps the conversation’s language for text too short or bare to read', () => {
    for (const text of ['hi', 'ok', '$29?', 'LTV?', '👍', '', 'https://example.com/pricing']) {
      expect(detectLanguage(text)).toBe('en');
      expect(detectLanguage(text, 'pt')).toBe('pt');
      expect(detectLanguage(text, 'fr')).toBe('fr');
    }
  });

  it('reads greetings and thanks that only one language uses, even alone', () => {
    const greetings: [string, ReplyLanguage][] = [
      ['oi', 'pt'],
      ['Olá!', 'pt'],
      ['obrigado', 'pt'],
      ['hola', 'es'],
      ['¡Gracias!', 'es'],
      ['bonjour', 'fr'],
      ['salut', 'fr'],
      ['merci !', 'fr'],
    ];
    for (const [text, language] of greetings) {
      expect(detectLanguage(text, 'en')).toBe(language);
    }
  });

  it('follows the person when they change language mid-conversation', () => {
    expect(detectLanguage('Quanto tempo de runway temos com 100 mil no banco?', 'en')).toBe('pt');
    expect(detectLanguage('Sorry, can we switch to English please?', 'pt')).toBe('en');
  });

  it("reads a line of startup jargon as the conversation's language, not a guess", () => {
    expect(detectLanguage('pre seed valuation typical', 'en')).toBe('en');
    expect(detectLanguage('sean ellis test?', 'en')).toBe('en');
    expect(detectLanguage('llc or c corp', 'en')).toBe('en');
    expect(detectLanguage('burn multiple benchmark', 'pt')).toBe('pt');
  });

  it('reads the little words of a sentence half made of English jargon', () => {
    expect(
      detectLanguage('Vamos captar $1M com valuation pre-money de $4M. Quanto vamos diluir?'),
    ).toBe('pt');
    expect(detectLanguage('Tenemos un CAC de $300 y el churn es 5%, ¿es bueno?')).toBe('es');
    expect(detectLanguage('Notre burn est de 40k par mois, quel runway avons-nous ?')).toBe('fr');
  });
});
