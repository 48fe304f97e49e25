/**
 * Which DynamoDB the course talks to, chosen in one place ({@link dev.ddbcourse.kit.backend.BackendConfig}):
 * the embedded engine (default), any endpoint URL, DynamoDB Local in Docker (Testcontainers), or
 * real AWS behind a table-prefix guard ({@link dev.ddbcourse.kit.backend.AwsTableNames},
 * {@link dev.ddbcourse.kit.backend.AwsGuard}, {@link dev.ddbcourse.kit.backend.AwsCleanup}).
 * {@link dev.ddbcourse.kit.backend.CourseClient} builds the client and registers the request logger.
 */
package dev.ddbcourse.kit.backend;
