import { messages, PGlite, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;
type Field = Pick<messages.Field, 'name' | 'dataTypeID'>;

/** A named statement kept in the session: parsed once, planned once it has a generic plan. */
interface KeptStatement {
  name: string;
  /** The parameters' type ids, as PostgreSQL inferred them: each value is written as its type expects. */
  paramTypes: number[];
  /** The statement's result columns (none for a statement that returns no rows). */
  fields: Field[];
}

/** Statements kept per database; the least recently used one is closed when another comes. */
const KEPT_STATEMENTS = 300;

/** PostgreSQL refuses a kept statement whose result columns changed (a migration altered its table). */
const resultTypeChanged = (error: unknown) =>
  (error as { code?: string }).code === '0A000' && (error as Error).message === 'cached plan must not change result type';

/**
 * PGlite whose `query` keeps each statement text as a named prepared statement of its session.
 * PGlite's own `query` parses and plans every statement again, in six protocol round trips
 * through the WebAssembly module; a kept statement is one round trip (bind, execute, sync) whose
 * plan PostgreSQL keeps, as it does for the named statements the PostgreSQL driver sends.
 * Drizzle calls only `query` and `transaction`; `exec` (simple protocol, several statements)
 * stays as it is.
 */
export class PgliteKeepingStatements extends PGlite {
  readonly #statements = new Map<string, KeptStatement>();
  /** Names of statements dropped from the map, closed in the session with the next parse. */
  #toClose: string[] = [];
  #named = 0;

  /** How many statements are kept (for the tests). */
  get keptStatements(): number {
    return this.#statements.size;
  }

  #waiting = 0;
  /** Statements and transactions running now: a transaction's statements run inside it. */
  #running = 0;

  /** Statements and transactions waiting for their turn in the one session (for the metrics). */
  get waiting(): number {
    return this.#waiting;
  }

  get busy(): boolean {
    return this.#running > 0;
  }

  // Every statement waits for PGlite's query lock, and a statement outside a transaction (or a
  // whole transaction) first for its transaction lock: counted while they wait and while they run.
  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#counted(fn, (counted) => super._runExclusiveQuery(counted));
  }

  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#counted(fn, (counted) => super._runExclusiveTransaction(counted));
  }

  #counted<T>(fn: () => Promise<T>, exclusive: (counted: () => Promise<T>) => Promise<T>): Promise<T> {
    let started = false;
    this.#waiting += 1;
    const counted = () => {
      started = true;
      this.#waiting -= 1;
      this.#running += 1;
      return fn().finally(() => (this.#running -= 1));
    };
    return exclusive(counted).finally(() => {
      if (!started) this.#waiting -= 1;
    });
  }

  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes) return super.query<T>(text, params, options);
    await this._checkReady();
    // As PGlite's own query: never between the statements of a transaction under way.
    return this._runExclusiveTransaction(() => this.#runKept<T>(text, params ?? [], options, false));
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = <Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>> => {
        if (tx.closed) throw new Error('Transaction is closed');
        if (options?.blob || options?.paramTypes) return tx.query<Row>(text, params, options);
        return this.#runKept<Row>(text, params ?? [], options, true);
      };
      return callback(new Proxy(tx, { get: (target, key) => (key === 'query' ? query : (Reflect.get(target, key) as unknown)) }));
    });
  }

  async #runKept<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    return this._runExclusiveQuery(async () => {
      try {
        return await this.#execute<T>(text, params, options, inTransaction);
      } catch (error) {
        if (!resultTypeChanged(error)) throw error;
        this.#forget(text);
        // Outside a transaction the failed statement changed nothing: parsed again, it runs once more.
        if (inTransaction) throw error;
        return this.#execute<T>(text, params, options, inTransaction);
      }
    });
  }

  async #execute<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    const statement = this.#touch(text) ?? (await this.#prepare(text, options));
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[index]!;
      const serialize = options?.serializers?.[type] ?? this.serializers[type];
      // A type without a serializer is sent as the value's text, as PGlite's own query does.
      return serialize ? serialize(param) : (param as { toString(): string }).toString();
    });
    const replies = await this.#send(
      [protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()],
      { text, params, options, syncToFs: !inTransaction },
    );
    return this.#results<T>(statement.fields, replies, options);
  }

  /**
   * The rows and counts of one statement's replies, as PGlite's own `query` gives them. Each
   * column's parser is looked up once per statement: PGlite's parser merges the query's parsers
   * into a copy of all of its own (hundreds) for every query.
   */
  #results<T>(fields: Field[], replies: BackendMessage[], options: QueryOptions | undefined): Results<T> {
    const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? this.parsers[dataTypeID]);
    const value = (text: string | null, column: number) =>
      text === null || !parsers[column] ? text : (parsers[column](text, fields[column]!.dataTypeID) as unknown);
    const rows: unknown[] = [];
    const results: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
    for (const reply of replies) {
      if (reply instanceof messages.DataRowMessage) {
        rows.push(
          options?.rowMode === 'array'
            ? reply.fields.map(value)
            : Object.fromEntries(reply.fields.map((text, column) => [fields[column]!.name, value(text, column)])),
        );
      } else if (reply instanceof messages.CommandCompleteMessage) {
        // "SELECT 2", "INSERT 0 5", "UPDATE 3": the last word counts the rows; only writes count as affected.
        const words = reply.text.split(' ');
        const count = Number.parseInt(words.at(-1)!, 10);
        results.command = words[0];
        if (!Number.isNaN(count)) results.rowCount = count;
        if (['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY'].includes(words[0]!)) results.affectedRows = count;
      }
    }
    return results;
  }

  async #prepare(text: string, options: QueryOptions | undefined): Promise<KeptStatement> {
    const name = `kept_${++this.#named}`;
    const closes = this.#toClose.map((closed) => protocol.serialize.close({ type: 'S', name: closed }));
    this.#toClose = [];
    const replies = await this.#send(
      [
        ...closes,
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ],
      { text, params: undefined, options, syncToFs: false },
    );
    const parameters = replies.find((reply) => reply instanceof messages.ParameterDescriptionMessage);
    const row = replies.find((reply) => reply instanceof messages.RowDescriptionMessage);
    const statement: KeptStatement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      fields: row?.fields.map(({ name: column, dataTypeID }) => ({ name: column, dataTypeID })) ?? [],
    };
    this.#statements.set(text, statement);
    if (this.#statements.size > KEPT_STATEMENTS) this.#forget(this.#statements.keys().next().value!);
    return statement;
  }

  /** The kept statement of this text, moved to the most recently used end. */
  #touch(text: string): KeptStatement | undefined {
    const statement = this.#statements.get(text);
    if (statement) {
      this.#statements.delete(text);
      this.#statements.set(text, statement);
    }
    return statement;
  }

  #forget(text: string): void {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    this.#toClose.push(statement.name);
  }

  /** One protocol round trip; a database error carries its statement as PGlite's own errors do. */
  async #send(
    parts: Uint8Array[],
    context: { text: string; params: unknown[] | undefined; options: QueryOptions | undefined; syncToFs: boolean },
  ): Promise<BackendMessage[]> {
    const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      message.set(part, offset);
      offset += part.length;
    }
    try {
      return await this.execProtocolStream(message, { syncToFs: context.syncToFs, onNotice: context.options?.onNotice });
    } catch (error) {
      throw Object.assign(error as Error, { query: context.text, params: context.params, queryOptions: context.options });
    }
  }
}
