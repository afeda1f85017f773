import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useParams } from 'react-router';

/**
 * Record breadcrumbs: a route whose crumb is `{ record: 'clientId' }` shows the record's human
 * name, which only its screen knows once the record has loaded. The screen publishes it with
 * `useRecordCrumb`; the trail shows it (never the id; a placeholder until it is known).
 */
type Names = Readonly<Record<string, string>>;

interface CrumbStore {
  names: Names;
  publish: (key: string, name: string | undefined) => void;
}

const CrumbContext = createContext<CrumbStore | null>(null);

export const recordCrumbKey = (param: string, value: string) => `${param}=${value}`;

export function CrumbProvider({ children }: { children: ReactNode }) {
  const [names, setNames] = useState<Names>({});
  const publish = useCallback((key: string, name: string | undefined) => {
    setNames((previous) => {
      if (previous[key] === name) return previous;
      const next: Record<string, string> = { ...previous };
      if (name === undefined) delete next[key];
      else next[key] = name;
      return next;
    });
  }, []);
  const value = useMemo(() => ({ names, publish }), [names, publish]);
  return <CrumbContext value={value}>{children}</CrumbContext>;
}

/** The published name of the record a route parameter identifies. */
export function useRecordNames(): Names {
  return useContext(CrumbContext)?.names ?? {};
}

/**
 * Called by a record screen with the record's name (undefined while loading): the breadcrumb
 * of the route parameter `param` shows it.
 */
export function useRecordCrumb(param: string, name: string | undefined): void {
  const store = useContext(CrumbContext);
  const value = useParams()[param];
  const publish = store?.publish;
  useEffect(() => {
    if (!publish || value === undefined) return;
    publish(recordCrumbKey(param, value), name);
  }, [publish, param, value, name]);
}
