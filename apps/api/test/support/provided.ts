/** Where the test databases come from, as the global setup hands it to every test file. */
export type TestDatabaseSource =
  | {
      backend: "pglite";
      /** Data directory dump (tar) of a PGlite just initialised: no table yet. */
      emptyTemplate: string;
      /** Data directory dump (tar) of a PGlite migrated and seeded with the demo organisation. */
      seededTemplate: string;
    }
  | {
      backend: "postgres";
      /** Connection string of the server's maintenance database (TEST_DATABASE_URL). */
      adminUrl: string;
      /** Name of the database migrated and seeded once, that each test file's is copied from. */
      seededTemplate: string;
    };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}
