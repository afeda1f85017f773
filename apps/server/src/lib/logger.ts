/** A structured one-line-per-event log; `silent` in tests keeps their output readable. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: 'silent' | 'info'): Logger {
  const write = (stream: NodeJS.WriteStream, severity: string) =>
    level === 'silent'
      ? () => undefined
      : (message: string, fields: Record<string, unknown> = {}) => {
          stream.write(
            `${JSON.stringify({ time: new Date().toISOString(), level: severity, message, ...fields })}\n`,
          );
        };
  return { info: write(process.stdout, 'info'), error: write(process.stderr, 'error') };
}
