import { useMemo } from 'react';
import { useShellData } from '../lib/shell.ts';
import { BASE_COPY, mergeCopy, type Copy } from './base.ts';

/** The request's theme's words: the base catalogue with the overrides the root loader sent for its theme. */
export function useCopy(): Copy {
  const overrides = useShellData().copy;
  return useMemo(() => mergeCopy(BASE_COPY, overrides), [overrides]);
}
