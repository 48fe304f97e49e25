package dev.ddbcourse.engine.internal.http;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** One DynamoDB operation as the router sees it: a JSON request in, a JSON response out. */
@FunctionalInterface
public interface Operation {
    /** @throws dev.ddbcourse.engine.internal.errors.DynamoDbError for anything DynamoDB reports as an error */
    ObjectNode handle(ObjectNode request);
}
