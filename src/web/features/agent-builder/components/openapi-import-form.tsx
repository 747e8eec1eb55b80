import { useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, fieldClasses } from '../../../components/ui/form-field';
import { OPENAPI_DOCUMENT_MAX_CHARS } from '../../../../shared/schemas/http-tools';
import { useCreateOpenApiTools } from '../api/create-openapi-tools';
import { useReadOpenApiOperations } from '../api/read-openapi-operations';
import { authHeaderOf, HttpAuthFields, type AuthHeaderValue } from './http-auth-fields';
import { fieldErrorsOf } from './http-tool-errors';

/** An OpenAPI 3 document pasted or read from a file; the owner then ticks the operations to add. */
export function OpenApiImportForm(props: { onAdded: (message: string) => void }) {
  const read = useReadOpenApiOperations();
  const create = useCreateOpenApiTools();
  const [document, setDocument] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [fileError, setFileError] = useState<string>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [auth, setAuth] = useState<AuthHeaderValue>({ name: '', value: '' });
  const readErrors = fieldErrorsOf(read.error);
  const createErrors = fieldErrorsOf(create.error);
  const input = { document, ...(baseUrl.trim() ? { base_url: baseUrl.trim() } : {}) };

  async function loadFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > OPENAPI_DOCUMENT_MAX_CHARS) {
      setFileError('This file is too large (at most 500 kB).');
      return;
    }
    setFileError(undefined);
    setDocument(await file.text());
  }

  function readOperations() {
    setChosen([]);
    read.mutate(input);
  }

  function addChosen() {
    create.mutate(
      { ...input, operations: chosen, auth_header: authHeaderOf(auth) },
      {
        onSuccess: ({ tools }) => {
          props.onAdded(`Added ${tools.length} HTTP tool${tools.length === 1 ? '' : 's'}.`);
          read.reset();
          setChosen([]);
        },
      },
    );
  }

  const toggle = (key: string) =>
    setChosen((now) => (now.includes(key) ? now.filter((one) => one !== key) : [...now, key]));

  return (
    <div className="space-y-3" role="group" aria-label="Add from an OpenAPI document">
      <FormField id="openapi-file" label="OpenAPI file (JSON or YAML)" error={fileError}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".json,.yaml,.yml,application/json"
            onChange={(e) => void loadFile(e)}
          />
        )}
      </FormField>
      <FormField
        id="openapi-document"
        label="Or paste the document"
        error={readErrors.fields.document ?? readErrors.general}
        required
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            className={`${fieldClasses} font-mono text-sm`}
            value={document}
            onChange={(e) => setDocument(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="openapi-base-url"
        label="Base URL"
        hint="Only when the document names no server, or to call another one"
        error={readErrors.fields.base_url}
      >
        {(control) => (
          <input
            {...control}
            type="url"
            className={fieldClasses}
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.target.value)}
          />
        )}
      </FormField>
      <Button variant="secondary" onClick={readOperations} disabled={!document || read.isPending}>
        {read.isPending ? 'Reading…' : 'Read operations'}
      </Button>
      {read.data && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">
            Operations of {read.data.title || 'the document'}
          </legend>
          {read.data.operations.length === 0 && (
            <p className="text-sm text-slate-700">It has no operations.</p>
          )}
          <ul className="space-y-1">
            {read.data.operations.map((operation) => (
              <li key={operation.key}>
                <label className="flex items-start gap-2 text-sm text-slate-900">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-brand-700"
                    disabled={operation.problem !== null}
                    checked={chosen.includes(operation.key)}
                    onChange={() => toggle(operation.key)}
                  />
                  <span>
                    <span className="font-mono">{operation.key}</span> — {operation.name}
                    <span className="block text-slate-700">
                      {operation.problem ?? operation.description}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <HttpAuthFields
            idPrefix="openapi"
            value={auth}
            onChange={setAuth}
            error={createErrors.fields.auth_header}
          />
          {createErrors.general && (
            <p role="alert" className="text-sm text-red-700">
              {createErrors.general}
            </p>
          )}
          <Button onClick={addChosen} disabled={chosen.length === 0 || create.isPending}>
            {create.isPending ? 'Adding…' : `Add ${chosen.length} chosen`}
          </Button>
        </fieldset>
      )}
    </div>
  );
}
