import { PROFILE_LIMITS } from '../../../shared/constants';

const MAX_IMAGE_URL_CHARS = 2048;
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

interface FieldProblem {
  code: string;
  message: string;
}

/** A picture is a web address a page may load: http(s) only, never javascript: or data:. */
function imageProblem(image: unknown): FieldProblem | undefined {
  if (image === undefined || image === null) return undefined;
  const refused = {
    code: 'INVALID_IMAGE',
    message: `The picture must be a web address starting with https:// or http://, of at most ${MAX_IMAGE_URL_CHARS} characters.`,
  };
  if (typeof image !== 'string' || image.length > MAX_IMAGE_URL_CHARS) return refused;
  if (CONTROL_CHARACTERS.test(image) || image.trim() !== image) return refused;
  let url: URL;
  try {
    url = new URL(image);
  } catch {
    return refused;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refused;
  if (url.username || url.password) return refused;
  return undefined;
}

function nameProblem(name: unknown): FieldProblem | undefined {
  if (name === undefined) return undefined;
  if (
    typeof name !== 'string' ||
    name.length > PROFILE_LIMITS.name ||
    CONTROL_CHARACTERS.test(name)
  ) {
    return {
      code: 'INVALID_NAME',
      message: `The name must be text of at most ${PROFILE_LIMITS.name} characters, without line breaks or control characters.`,
    };
  }
  return undefined;
}

/**
 * What better-auth's sign-up and update-user would store unchecked and pages later show: the
 * name (header, profile, tokens) and the picture's address.
 */
export function userFieldProblem(body: unknown): FieldProblem | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { name, image } = body as { name?: unknown; image?: unknown };
  return nameProblem(name) ?? imageProblem(image);
}
