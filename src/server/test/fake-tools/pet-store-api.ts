import type { ServerResponse } from 'node:http';
import type { ToolRequest } from './fake-tool-server';

/** A pet store's OpenAPI document in YAML, served by `petStoreApi` at `origin`. */
export const petStoreYaml = (origin: string) => `
openapi: 3.0.3
info: { title: Pet store, version: '1' }
servers: [{ url: '${origin}/v1' }]
paths:
  /pets/{petId}:
    parameters:
      - { name: petId, in: path, required: true, schema: { type: string } }
    get:
      operationId: getPet
      summary: One pet by id
      parameters:
        - { name: fields, in: query, schema: { type: string } }
        - { name: X-Trace, in: header, schema: { type: string } }
      responses: { '200': { description: ok } }
  /pets:
    post:
      operationId: addPet
      summary: Add a pet
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
      responses: { '201': { description: made } }
  /pets/upload:
    post:
      summary: Upload a photo
      requestBody:
        required: true
        content: { image/png: { schema: { type: string, format: binary } } }
      responses: { '200': { description: ok } }
components:
  schemas:
    Pet:
      type: object
      required: [name]
      properties:
        name: { type: string }
        parent: { $ref: '#/components/schemas/Pet' }
`;

/** The store's answers: a pet as JSON, an echo of what was added. */
export function petStoreApi(request: ToolRequest, res: ServerResponse): void {
  if (request.pathname.startsWith('/v1/pets/') && request.method === 'GET') {
    const id = decodeURIComponent(request.pathname.slice('/v1/pets/'.length));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id, name: 'Rex', fields: request.query.get('fields') }));
    return;
  }
  if (request.pathname === '/v1/pets' && request.method === 'POST') {
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ added: JSON.parse(request.body) as unknown }));
    return;
  }
  if (request.pathname === '/slow') return; // never answers
  if (request.pathname === '/missing') {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('No such pet');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('x'.repeat(50_000));
}
