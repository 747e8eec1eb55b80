import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, fieldClasses } from '../../../components/ui/form-field';
import { HTTP_TOOL_METHODS, type HttpToolMethod } from '../../../../shared/schemas/http-tools';
import { useCreateHttpTool } from '../api/create-http-tool';
import { authHeaderOf, HttpAuthFields, type AuthHeaderValue } from './http-auth-fields';
import { fieldErrorsOf } from './http-tool-errors';

const SAMPLE_SCHEMA =
  '{\n  "type": "object",\n  "properties": {\n    "city": { "type": "string" }\n  }\n}';

/** One endpoint described by hand: no <form>, as it sits inside the agent's form. */
export function HttpEndpointForm(props: { onAdded: (message: string) => void }) {
  const create = useCreateHttpTool();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [method, setMethod] = useState<HttpToolMethod>('GET');
  const [url, setUrl] = useState('');
  const [schema, setSchema] = useState(SAMPLE_SCHEMA);
  const [schemaError, setSchemaError] = useState<string>();
  const [auth, setAuth] = useState<AuthHeaderValue>({ name: '', value: '' });
  const { fields, general } = fieldErrorsOf(create.error);

  function submit() {
    let inputSchema: Record<string, unknown>;
    try {
      inputSchema = JSON.parse(schema) as Record<string, unknown>;
      setSchemaError(undefined);
    } catch {
      setSchemaError('This is not valid JSON.');
      return;
    }
    create.mutate(
      {
        name,
        description,
        method,
        url,
        input_schema: inputSchema,
        auth_header: authHeaderOf(auth),
      },
      { onSuccess: (tool) => props.onAdded(`Added the HTTP tool ${tool.name}.`) },
    );
  }

  return (
    <div className="space-y-3" aria-label="Add one endpoint" role="group">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="http-name"
          label="Name"
          hint="Letters, digits and _"
          error={fields.name}
          required
        >
          {(control) => (
            <input
              {...control}
              className={fieldClasses}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FormField>
        <FormField id="http-method" label="Method" required>
          {(control) => (
            <select
              {...control}
              className={fieldClasses}
              value={method}
              onChange={(e) => setMethod(e.target.value as HttpToolMethod)}
            >
              {HTTP_TOOL_METHODS.map((one) => (
                <option key={one}>{one}</option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id="http-description"
        label="What it does"
        hint="The model reads this to decide when to call it"
        error={fields.description}
        required
      >
        {(control) => (
          <input
            {...control}
            className={fieldClasses}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="http-url"
        label="URL"
        hint="Put {name} in the path for values taken from the input"
        error={fields.url}
        required
      >
        {(control) => (
          <input
            {...control}
            type="url"
            className={fieldClasses}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="http-schema"
        label="Input JSON schema"
        error={schemaError ?? fields.input_schema}
        required
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            className={`${fieldClasses} font-mono text-sm`}
            value={schema}
            onChange={(e) => setSchema(e.target.value)}
          />
        )}
      </FormField>
      <HttpAuthFields idPrefix="http" value={auth} onChange={setAuth} error={fields.auth_header} />
      {general && (
        <p role="alert" className="text-sm text-red-700">
          {general}
        </p>
      )}
      <Button onClick={submit} disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add tool'}
      </Button>
    </div>
  );
}
