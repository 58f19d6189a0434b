import { useId, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import {
  type AppEnvironment,
  appEnvironments,
  environmentForHost,
  readEnvironmentOverride,
  setEnvironmentOverride,
} from '../../host/appEnvironment.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './DebugPanel.module.css';
import { knownPropertyKeys } from './knownPropertyKeys.ts';
import { readStoredPropertyKey, storePropertyKeyOverride } from './storedPropertyKey.ts';

const expandedKey = 'debugPanelExpanded';
const planPath = '/stay/plan';

function readExpanded(): boolean {
  return localStorage.getItem(expandedKey) === 'true';
}

/**
 * Tools for testers and developers, in non-production builds on non-production hosts only (its
 * texts are English: it is not part of the guest's app). The expanded state is kept on the
 * device, so the panel stays out of the way once folded.
 */
export function DebugPanel({ environment }: { environment: AppEnvironment }) {
  const [expanded, setExpanded] = useState(readExpanded);
  const bodyId = useId();
  const toggle = () => {
    localStorage.setItem(expandedKey, String(!expanded));
    setExpanded(!expanded);
  };
  return (
    <aside className={styles.panel} aria-label="Debug tools">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={toggle}
      >
        Debug · {environment}
      </button>
      {expanded && (
        <div id={bodyId} className={styles.body}>
          <EnvironmentSelector />
          <PropertySelector />
          <Button
            variant="danger"
            fullWidth
            onClick={() => {
              // Thrown from an event handler, as a real bug would be: it reaches the window's
              // error handler and so the error-reporting adapter, without breaking the screen.
              throw new Error('Test error thrown from the debug panel');
            }}
          >
            Throw test error
          </Button>
        </div>
      )}
    </aside>
  );
}

function EnvironmentSelector() {
  const fromHost = environmentForHost(window.location.hostname);
  return (
    <label className={styles.field}>
      <span>Environment (reloads)</span>
      <select
        className={styles.control}
        value={readEnvironmentOverride() ?? ''}
        onChange={(event) => {
          const value = event.target.value as AppEnvironment | '';
          setEnvironmentOverride(value === '' ? null : value);
        }}
      >
        <option value="">From the host name ({fromHost})</option>
        {appEnvironments.map((environment) => (
          <option key={environment} value={environment}>
            {environment}
          </option>
        ))}
      </select>
    </label>
  );
}

/** On the plan path: which property's partner content to show instead of the stay's. */
function PropertySelector() {
  const { pathname } = useLocation();
  const { revalidate } = useRevalidator();
  const listId = useId();
  const [value, setValue] = useState(() => readStoredPropertyKey() ?? '');
  if (pathname !== planPath) return null;
  const apply = (key: string | null) => {
    storePropertyKeyOverride(key);
    setValue(key ?? '');
    void revalidate();
  };
  return (
    <form
      className={styles.field}
      onSubmit={(event) => {
        event.preventDefault();
        apply(value);
      }}
    >
      <label className={styles.field}>
        <span>Property key</span>
        <input
          className={styles.control}
          list={listId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="The stay's own"
          autoComplete="off"
        />
      </label>
      <datalist id={listId}>
        {knownPropertyKeys.map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
      <div className={styles.actions}>
        <Button type="submit">Use property</Button>
        <Button variant="secondary" onClick={() => apply(null)}>
          Clear
        </Button>
      </div>
    </form>
  );
}
