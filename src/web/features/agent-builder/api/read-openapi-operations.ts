import { useMutation } from '@tanstack/react-query';
import type {
  OpenApiDocumentInput,
  OpenApiOperationList,
} from '../../../../shared/schemas/http-tools';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/http-tools/openapi/operations: what the document offers, to choose from. */
export const readOpenApiOperations = (body: OpenApiDocumentInput) =>
  apiRequest<OpenApiOperationList>('/http-tools/openapi/operations', { method: 'POST', body });

export const useReadOpenApiOperations = () => useMutation({ mutationFn: readOpenApiOperations });
