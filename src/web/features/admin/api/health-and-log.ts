import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ConsoleHealthSchema,
  OperatorLogSchema,
} from '../../../../shared/schemas/admin-people';
import { apiRequest } from '../../../lib/api-client';

export type ConsoleHealth = z.infer<typeof ConsoleHealthSchema>;
export type OperatorLog = z.infer<typeof OperatorLogSchema>;

export const consoleHealthQuery = () =>
  queryOptions({
    queryKey: ['admin', 'health'],
    queryFn: ({ signal }) => apiRequest<ConsoleHealth>('/admin/health', { signal }),
    // Health is worth reading fresh each time the page opens.
    staleTime: 0,
  });

export const operatorLogQuery = () =>
  queryOptions({
    queryKey: ['admin', 'log'],
    queryFn: ({ signal }) => apiRequest<OperatorLog>('/admin/log', { signal }),
    staleTime: 0,
  });

export const useConsoleHealth = () => useQuery(consoleHealthQuery());
export const useOperatorLog = () => useQuery(operatorLogQuery());
