import { describe, expect, it } from 'vitest';
import { englishSearchTerms } from '../index';
import { expectSearchTerms } from './expect-terms';

/** A founder's question in Spanish (Spain or Latin America) and the English a search needs. */
const QUESTIONS: readonly [string, readonly string[]][] = [
  ['¿Cuándo contrato a mi primer vendedor?', ['when', 'hire', 'first', 'salesperson']],
  ['¿Cuánto debería subir el precio del plan básico?', ['how', 'much', 'raise', 'price', 'plan']],
  [
    'Tenemos 300.000 € en caja y gastamos 25.000 al mes, ¿cuántos meses nos quedan?',
    ['cash', 'burn', 'months'],
  ],
  ['¿Cómo calculo el punto de equilibrio?', ['break', 'even']],
  ['¿Es buen momento para levantar una ronda semilla?', ['raise', 'seed', 'round']],
  ['¿Cuánta dilución es normal en una ronda de inversión?', ['dilution', 'funding', 'round']],
  ['¿Cómo repartimos las acciones entre los cofundadores?', ['shares', 'cofounders']],
  ['¿Qué es el vesting con cliff de un año?', ['vesting', 'cliff', 'year']],
  [
    '¿Qué estructura legal me conviene para recibir inversores?',
    ['legal', 'structure', 'investors'],
  ],
  ['¿Conviene una sociedad limitada o una sociedad anónima?', ['llc', 'corporation']],
  ['Nuestra tasa de cancelación mensual es del 7%, ¿es alta?', ['churn', 'rate', 'monthly']],
  ['¿Cómo mejorar la retención de clientes de pago?', ['retention', 'paying', 'customers']],
  [
    '¿Qué canal de adquisición de clientes funciona para B2B?',
    ['channel', 'customer', 'acquisition', 'b2b'],
  ],
  ['¿Sirve la prospección en frío por correo?', ['prospects', 'outreach']],
  [
    '¿Cuántas diapositivas debe tener la presentación para inversores?',
    ['pitch', 'deck', 'investors'],
  ],
  ['¿Cómo demuestro tracción a los inversores ángeles?', ['traction', 'angel', 'investors']],
  [
    '¿Cuál es un buen costo de adquisición de clientes?',
    ['customer', 'acquisition', 'cost', 'cac'],
  ],
  ['Nuestro margen bruto es del 65%, ¿es suficiente?', ['gross', 'margin']],
  ['¿Cuánto sueldo le pago al primer ingeniero?', ['salary', 'first', 'engineer']],
  ['¿Contratamos autónomos o empleados al principio?', ['hire', 'employees']],
  ['¿Cómo hago las entrevistas para la primera contratación?', ['interview', 'first', 'hire']],
  ['¿Vale la pena ofrecer descuentos en el plan anual?', ['discounts', 'plan', 'annual']],
  ['¿Cómo fijo precios por niveles para empresas?', ['prices', 'pricing', 'companies']],
  [
    '¿Cómo sé si tengo product-market fit con 30 clientes?',
    ['product', 'market', 'fit', 'customers'],
  ],
  ['¿Cuánto tiempo dura una ronda de financiación?', ['how', 'long', 'funding', 'round']],
  [
    '¿Cómo se convierte un SAFE en la ronda serie A y qué valoración pongo?',
    ['safe', 'round', 'series', 'valuation'],
  ],
  ['¿Cuánto cuesta constituir la empresa y pagar impuestos?', ['cost', 'company', 'taxes']],
];

describe('englishSearchTerms in Spanish', () => {
  it.each(QUESTIONS)('"%s" gives the English a search needs', (question, needed) => {
    expectSearchTerms(question, 'es', needed);
  });

  it('reads Spanish typed without accents the same', () => {
    expect(
      englishSearchTerms('cuanto tiempo dura la ronda de inversion? y la valoracion?', 'es'),
    ).toBe(
      englishSearchTerms('¿Cuánto tiempo dura la ronda de inversión? ¿Y la valoración?', 'es'),
    );
    expect(englishSearchTerms('tabla de capitalizacion', 'es')).toBe('cap table');
  });
});
