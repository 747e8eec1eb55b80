import { useState } from 'react';
import { checkAttachments } from '../lib/attachment-checks';

export interface PendingFile {
  id: string;
  file: File;
}

let nextId = 0;

/** The files picked for the next message, checked against spec 01 §5 as they are added. */
export function useAttachments() {
  const [files, setFiles] = useState<PendingFile[]>([]);
  /** Why the last pick refused files, in the spec's words. */
  const [errors, setErrors] = useState<string[]>([]);

  const add = (picked: readonly File[]) => {
    const { accepted, errors: refused } = checkAttachments(files.length, picked);
    setFiles([...files, ...accepted.map((file) => ({ id: `file-${++nextId}`, file }))]);
    setErrors(refused);
  };
  const remove = (id: string) => {
    setFiles(files.filter((f) => f.id !== id));
    setErrors([]);
  };
  const clear = () => {
    setFiles([]);
    setErrors([]);
  };

  return { files, errors, add, remove, clear };
}
