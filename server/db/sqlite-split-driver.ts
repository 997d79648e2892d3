import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  RawNode,
  SelectQueryNode,
  type SqliteDatabase,
  SqliteDialect,
} from 'kysely';

/**
 * SQLite with two connections to one WAL file: a writer, used one unit at a time (Kysely's single
 * connection with its mutex, as before), and a reader for the selects that run outside a transaction.
 *
 * With one connection, every read waited for whatever transaction held it: a spreadsheet import of
 * thousands of rows made every student's search wait for the whole import. In WAL mode a reader never
 * waits for the writer; it sees the last committed state, which is what a read outside a transaction
 * means anyway. Inside a transaction every statement, selects included, goes to the writer.
 */
export class SplitSqliteDialect extends SqliteDialect {
  constructor(
    private readonly writer: SqliteDatabase,
    private readonly reader: SqliteDatabase,
  ) {
    super({ database: writer });
  }

  override createDriver(): Driver {
    return new SplitSqliteDriver(this.writer, this.reader);
  }
}

class Mutex {
  private held: Promise<void> | null = null;
  private release: (() => void) | null = null;

  async lock(): Promise<void> {
    while (this.held) await this.held;
    this.held = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  unlock(): void {
    const release = this.release;
    this.held = null;
    this.release = null;
    release?.();
  }
}

function run(db: SqliteDatabase, { sql, parameters }: CompiledQuery): QueryResult<unknown> {
  const statement = db.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) as unknown[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
    insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
    rows: [],
  };
}

class SplitSqliteDriver implements Driver {
  private readonly writerLock = new Mutex();

  constructor(
    private readonly writer: SqliteDatabase,
    private readonly reader: SqliteDatabase,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.writer, this.reader, this.writerLock);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    await routed.holdWriter();
    routed.inTransaction = true;
    await routed.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
    (connection as RoutedConnection).inTransaction = false;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
    (connection as RoutedConnection).inTransaction = false;
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).letGo();
  }

  async destroy(): Promise<void> {
    this.reader.close();
    this.writer.close();
  }
}

/** One use of the database: selects outside a transaction read from the reader; the rest holds the writer. */
class RoutedConnection implements DatabaseConnection {
  inTransaction = false;
  private holding = false;

  constructor(
    private readonly writer: SqliteDatabase,
    private readonly reader: SqliteDatabase,
    private readonly writerLock: Mutex,
  ) {}

  async holdWriter(): Promise<void> {
    if (this.holding) return;
    await this.writerLock.lock();
    this.holding = true;
  }

  letGo(): void {
    if (!this.holding) return;
    this.holding = false;
    this.writerLock.unlock();
  }

  /**
   * Outside a transaction, a select read aside: built by the query builder, or written as raw SQL that
   * SQLite itself says only reads (the health check's `select 1`, the searches' hand-written SQL).
   */
  private readsAside(query: CompiledQuery): boolean {
    if (this.inTransaction) return false;
    if (SelectQueryNode.is(query.query)) return true;
    // A pragma reads the connection it runs on (its own settings): never aside.
    if (!RawNode.is(query.query) || !/^\s*(select|with)\b/i.test(query.sql)) return false;
    try {
      const statement = this.reader.prepare(query.sql) as { reader: boolean; readonly?: boolean };
      return statement.reader && statement.readonly === true;
    } catch {
      return false; // not valid for the reader (a write on its read-only connection): the writer says why
    }
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.readsAside(query)) return run(this.reader, query) as QueryResult<R>;
    await this.holdWriter();
    return run(this.writer, query) as QueryResult<R>;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const aside = this.readsAside(query);
    if (!aside && !SelectQueryNode.is(query.query)) throw new Error('Only selects can be streamed from SQLite');
    if (!aside) await this.holdWriter();
    const db = aside ? this.reader : this.writer;
    for (const row of db.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
  }
}
