/**
 * Control requests: switches of the course engine outside DynamoDB's API, on the same endpoint
 * ({@code POST /} with {@code X-Amz-Target: DdbCourseEngine.<Action>} and a JSON body). One class per
 * action, listed once in {@link dev.ddbcourse.engine.internal.control.ControlActions}; engine/README.md
 * documents each. Bad input gets DynamoDB-style errors (ValidationException, SerializationException).
 */
package dev.ddbcourse.engine.internal.control;
