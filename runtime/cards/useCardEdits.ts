import { createRef, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { forms } from '../../src/generated/forms';
import type { Compiled } from '../../src/generated/compiled-types';
import type { CardsEdit } from '../../src/generated/spec-types';
import { message } from '../../src/generated/catalog';
import { specOperationQuery, usePortalQueryClient, useSpecOperationMutation } from '../api/operationQueries';
import { catalogText } from '../catalog/catalogText';
import { notifyError } from '../errors/notifyError';
import type { Row } from '../formats/cellDisplay';
import { loadedFormData } from '../form/loadedFormData';
import type { OperationCall } from '../core/listSpec';
import { showSuccess } from '../toasts/showSuccess';
import type { CardFormHandle } from './CardForm';
import { cardFormBody, rowKey, sourceCall } from './cardsData';
import type { JsonObject } from '../api/jsonObject';

/** The editable forms of a cards screen (`cards.edit`), one per record, saved together. */
export interface CardEdits {
  /** The form data of each record by its key; a record not loaded yet has none. */
  data: Readonly<Record<string, JsonObject>>;
  change: (key: string, data: JsonObject) => void;
  files: (key: string) => Map<string, File>;
  formRef: (key: string) => RefObject<CardFormHandle | null>;
  saving: boolean;
  dirty: boolean;
  /** The keys of the cards showing `load.fallback` (nothing loaded), to say so on the card. */
  fallbackKeys: ReadonlySet<string>;
  /** Validates every card's form, then saves each; one success toast when all are saved. */
  save: () => void;
  /** Back to what was loaded. */
  cancel: () => void;
}

/** The key of a record among the cards: its id, else its position. */
export const recordKey = rowKey;

/**
 * Loads each card's form data with `edit.load` (its path parameters from the record, mapped by
 * `load.map`); an empty answer or a failed load shows `load.fallback` and logs the
 * `fallbackWarning` as a warning ([app-versions-fallback], [app-versions-calls]); the card says
 * why it shows the fallback (`fallbackNotice`, issue 27 defect 11: zeros without a word misled). Save validates every form first and sends each card's data with the
 * card's `values` to `edit.operation`.
 *
 * @example
 * const edits = useCardEdits(spec.cards.edit, records, call);
 */
export function useCardEdits(edit: Compiled<CardsEdit> | undefined, records: readonly Row[] | undefined, call: OperationCall): CardEdits {
  const [data, setData] = useState<Record<string, JsonObject>>({});
  const [loaded, setLoaded] = useState<Record<string, JsonObject>>({});
  const [saving, setSaving] = useState(false);
  const [fallbackKeys, setFallbackKeys] = useState<ReadonlySet<string>>(new Set());
  const filesByKey = useRef(new Map<string, Map<string, File>>());
  const refs = useRef(new Map<string, RefObject<CardFormHandle | null>>());
  const form = edit === undefined ? undefined : forms[edit.form];
  const queryClient = usePortalQueryClient();
  const { mutateAsync: write } = useSpecOperationMutation(undefined, { call });

  useEffect(() => {
    if (edit === undefined || form === undefined || records === undefined) return;
    let current = true;
    const fellBack = new Set<string>();
    const fallback = (record: Row, index: number): JsonObject => {
      fellBack.add(recordKey(record, index));
      console.warn(catalogText(edit.load.fallbackWarning ?? 'Nothing loaded for card {id}: showing the fallback', { id: rowKey(record, index) }));
      return { ...(edit.load.fallback ?? {}) };
    };
    void Promise.all(
      records.map(async (record, index): Promise<[string, JsonObject]> => {
        const { operationId, params } = sourceCall({ operation: edit.load.operation, params: edit.load.params }, record);
        try {
          const answer = await queryClient.fetchQuery(specOperationQuery(operationId, undefined, params, call));
          if (answer === null || answer === undefined) return [recordKey(record, index), fallback(record, index)];
          return [recordKey(record, index), loadedFormData(form.schema, answer, edit.load.map)];
        } catch (error) {
          console.warn(error);
          return [recordKey(record, index), fallback(record, index)];
        }
      }),
    ).then((entries) => {
      if (!current) return;
      const next = Object.fromEntries(entries);
      setLoaded(next);
      setData(next);
      setFallbackKeys(fellBack);
    });
    return () => {
      current = false;
    };
  }, [call, edit, form, queryClient, records]);

  const files = useCallback((key: string) => {
    let map = filesByKey.current.get(key);
    if (map === undefined) {
      map = new Map();
      filesByKey.current.set(key, map);
    }
    return map;
  }, []);

  const formRef = useCallback((key: string) => {
    let ref = refs.current.get(key);
    if (ref === undefined) {
      ref = createRef<CardFormHandle>();
      refs.current.set(key, ref);
    }
    return ref;
  }, []);

  const change = useCallback((key: string, next: JsonObject) => setData((current) => ({ ...current, [key]: next })), []);

  const save = useCallback(() => {
    if (edit === undefined || records === undefined) return;
    // Every form validates (and shows its errors) before anything is sent.
    const valid = records.map((record, index) => refs.current.get(recordKey(record, index))?.current?.validateForm() ?? true);
    if (valid.includes(false)) return;
    setSaving(true);
    void (async () => {
      try {
        for (const [index, record] of records.entries()) {
          const key = recordKey(record, index);
          await write({ operationId: edit.operation, body: cardFormBody(data[key] ?? {}, edit.values, undefined, record, files(key)) });
        }
        setLoaded(data);
        showSuccess(edit.success ?? message('success'));
      } catch (error) {
        notifyError(error);
      } finally {
        setSaving(false);
      }
    })();
  }, [data, edit, files, records, write]);

  const cancel = useCallback(() => setData(loaded), [loaded]);

  return { data, change, files, formRef, saving, fallbackKeys, dirty: JSON.stringify(data) !== JSON.stringify(loaded), save, cancel };
}
