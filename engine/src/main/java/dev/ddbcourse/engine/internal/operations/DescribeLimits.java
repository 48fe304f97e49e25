package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * DescribeLimits: the account's default capacity quotas, as the API reference's example answers them (the engine
 * enforces none of them). The request has no members.
 */
final class DescribeLimits implements Operation<ObjectNode> {
    @Override
    public ObjectNode validate(ObjectNode json) { return json; }

    @Override
    public ObjectNode execute(ObjectNode request) {
        return Responses.object().put("AccountMaxReadCapacityUnits", 80000).put("AccountMaxWriteCapacityUnits", 80000)
                .put("TableMaxReadCapacityUnits", 40000).put("TableMaxWriteCapacityUnits", 40000);
    }
}
