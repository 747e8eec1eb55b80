import { z } from 'zod';

/**
 * The fields every connection to a service shares in the console's forms (the model, the
 * recogniser, the voice): its address, its model and a write-only key, as typed.
 */
export const connectionValues = {
  base_url: z
    .string()
    .trim()
    .refine((url) => url === '' || /^https?:\/\/[^\s/]+/.test(url), {
      message: 'Give the address as http://… or https://…',
    }),
  model: z.string().trim().max(200),
  api_key: z.string().trim().max(500),
  remove_key: z.boolean(),
};
