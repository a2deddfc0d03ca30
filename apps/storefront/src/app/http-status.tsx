import { createContext, useContext, type ReactNode } from 'react';

/**
 * The HTTP status of a server-rendered page: a page that is "not found" says so while it renders,
 * and the server answers 404 with it. In the browser there is no recorder and this does nothing.
 */
export interface StatusRecorder {
  status: number;
}

const StatusContext = createContext<StatusRecorder | null>(null);

export function StatusProvider({ recorder, children }: { recorder: StatusRecorder; children: ReactNode }) {
  return <StatusContext.Provider value={recorder}>{children}</StatusContext.Provider>;
}

/** Marks the page being rendered on the server with `status`. */
export function useHttpStatus(status: number): void {
  const recorder = useContext(StatusContext);
  if (recorder) recorder.status = status;
}
