import type { IncomingMessage, ServerResponse } from 'node:http';

/** A form-encoded Stripe body as nested objects: `address[city]=B` → `{ address: { city: 'B' } }`. */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.slice(0, -1).forEach((part) => {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    });
    node[path.at(-1) ?? key] = value;
  }
  return root;
}

export const formText = (form: FormObject, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};
export const formObject = (form: FormObject, key: string): FormObject => {
  const value = form[key];
  return typeof value === 'object' ? value : {};
};

/** Stripe's update semantics: nested hashes merge, and an empty string unsets a field. */
export function mergeForm(target: Record<string, unknown>, form: FormObject) {
  for (const [key, value] of Object.entries(form)) {
    if (typeof value === 'string') {
      if (value === '') delete target[key];
      else target[key] = value;
      continue;
    }
    const current = target[key];
    const nested =
      typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : {};
    target[key] = mergeForm(nested, value);
  }
  return target;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent) return res.end();
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Stripe's error shape: `{ error: { type, message, code? } }`. */
export const stripeError = (
  res: ServerResponse,
  status: number,
  message: string,
  code?: string,
  type = status === 401 ? 'authentication_error' : 'invalid_request_error',
) => sendJson(res, status, { error: { type, message, ...(code ? { code } : {}) } });

export const sendHtml = (res: ServerResponse, html: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
};

export const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(303, { location });
  res.end();
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
