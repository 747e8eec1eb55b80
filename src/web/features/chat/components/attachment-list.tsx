import { FileText, X } from 'lucide-react';
import { formatFileSize } from '../lib/file-size';
import type { PendingFile } from '../hooks/use-attachments';

interface AttachmentListProps {
  files: readonly PendingFile[];
  errors: readonly string[];
  disabled: boolean;
  onRemove(id: string): void;
}

/** The files going with the next message, each removable, and why any were refused. */
export function AttachmentList({ files, errors, disabled, onRemove }: AttachmentListProps) {
  return (
    <>
      {files.length > 0 && (
        <ul aria-label="Attached files" className="mb-2 flex flex-wrap gap-2">
          {files.map(({ id, file }) => (
            <li
              key={id}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              <FileText aria-hidden className="size-4 text-slate-600" />
              <span className="max-w-48 truncate">{file.name}</span>
              <span className="text-xs text-slate-600">({formatFileSize(file.size)})</span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                title={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => onRemove(id)}
                className="rounded-full p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Always in the accessibility tree (never display:none), so refusals are announced. */}
      <div role="alert" className="text-sm text-red-700 [&:not(:empty)]:mb-2">
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
      </div>
    </>
  );
}
