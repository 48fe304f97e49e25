package dev.ddbcourse.engine.internal.control;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** One control action: a JSON body in, a JSON answer out; bad input throws a DynamoDbError. */
public interface ControlAction {
    ObjectNode run(ObjectNode body);
}
