/** The fault tests share one PostgreSQL database between processes: PGlite cannot. */
export default function requirePostgres(): void {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error(
      "The fault tests need TEST_DATABASE_URL (a PostgreSQL server): `npm test` starts one for them",
    );
  }
}
