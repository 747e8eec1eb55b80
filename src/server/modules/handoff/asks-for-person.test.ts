import { describe, expect, it } from 'vitest';
import { asksForPerson } from './asks-for-person';

describe('asksForPerson', () => {
  it.each([
    'Can I talk to a person?',
    'I want to speak to a human',
    'talk to someone please',
    'Is there a real person here?',
    'connect me to a human',
    'Quero falar com uma pessoa',
    'Posso falar com um atendente?',
    'quiero hablar con una persona',
    '¿Puedo hablar con alguien?',
    'agente humano, por favor',
    'Je voudrais parler à une personne',
    'Puis-je parler à un humain ?',
    "Je veux parler à quelqu'un",
  ])('hears a request for a person in %j', (message) => {
    expect(asksForPerson(message)).toBe(true);
  });

  it.each([
    'What does a person need to start a company?',
    'How many humans does a seed round need?',
    "I don't want to talk to a human, just answer",
    'Personas reales usan este producto',
    'Quelle personne doit signer le bail ?',
    'Explain how a founder should talk to someone at the bank about a loan for the new office space and equipment',
    'a personal plan',
  ])('leaves %j to the coach', (message) => {
    expect(asksForPerson(message)).toBe(false);
  });
});
