import { createContext, useContext } from 'react';

/** 000 §3 "Global message": type, text, keepAlive. */
export interface GlobalMessageInput {
  type: 'error' | 'success';
  text: string;
  /** Stays until closed instead of hiding after 3 seconds. */
  keepAlive?: boolean;
}

export interface GlobalMessageState extends GlobalMessageInput {
  /** Changes on every show, so the same text shown twice restarts its timer and is announced again. */
  id: number;
}

export interface GlobalMessageApi {
  message: GlobalMessageState | null;
  show: (input: GlobalMessageInput) => void;
  hide: () => void;
}

const DETACHED: GlobalMessageApi = { message: null, show: () => {}, hide: () => {} };

export const GlobalMessageContext = createContext<GlobalMessageApi>(DETACHED);

export function useGlobalMessage(): GlobalMessageApi {
  return useContext(GlobalMessageContext);
}
