import { WIDGET_POSITIONS } from '../../../../shared/constants';
import type { WidgetPosition } from './agent-form-values';

/** The API accepts at most this many allowed domains. */
export const MAX_DOMAIN_ROWS = 50;

export const POSITION_LABELS: Record<WidgetPosition, string> = {
  'bottom-right': 'Bottom right',
  'bottom-left': 'Bottom left',
  'top-right': 'Top right',
  'top-left': 'Top left',
};

export const POSITIONS: readonly WidgetPosition[] = WIDGET_POSITIONS;

export const canRemoveDomainRow = (rows: readonly string[]) => rows.length > 1;
export const canAddDomainRow = (rows: readonly string[]) => rows.length < MAX_DOMAIN_ROWS;

export const addDomainRow = (rows: readonly string[]) =>
  canAddDomainRow(rows) ? [...rows, ''] : [...rows];

/** Removes a row; the last one stays (it is cleared instead of removed). */
export const removeDomainRow = (rows: readonly string[], index: number) =>
  canRemoveDomainRow(rows) ? rows.filter((_, at) => at !== index) : [''];

export const updateDomainRow = (rows: readonly string[], index: number, value: string) =>
  rows.map((row, at) => (at === index ? value : row));
