/** The chosen-file list of the scanner (spec sections 3 and 5), as pure functions. */
import { ACCEPTED_EXTENSIONS, SCAN_MESSAGES } from '@vigil/shared';

export interface ChosenFile {
  id: string;
  name: string;
  size: number;
  status: 'completed' | 'error';
  file: File;
  error?: string;
}

export const ACCEPT = ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(',');

export function isAcceptedName(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((e) => lower.endsWith(`.${e}`));
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

let seq = 0;
function localId(): string {
  seq += 1;
  return `file-${Date.now().toString(36)}-${seq}`;
}

/**
 * The next list after choosing `incoming`: error entries dropped, and either the new entries added
 * or, when the completed files would exceed `maxFiles`, the list unchanged with the limit message.
 */
export function addFiles(
  current: ChosenFile[],
  incoming: File[],
  maxFiles: number,
): { files: ChosenFile[]; error: string | null } {
  const kept = current.filter((f) => f.status !== 'error');
  const entries: ChosenFile[] = incoming.map((file) =>
    isAcceptedName(file.name)
      ? { id: localId(), name: file.name, size: file.size, status: 'completed', file }
      : {
          id: localId(),
          name: file.name,
          size: file.size,
          status: 'error',
          file,
          error: SCAN_MESSAGES.unsupportedFile(file.name),
        },
  );
  const accepted = entries.filter((e) => e.status === 'completed').length;
  if (kept.length + accepted > maxFiles)
    return { files: kept, error: SCAN_MESSAGES.maxFiles(maxFiles) };
  return { files: [...kept, ...entries], error: null };
}
