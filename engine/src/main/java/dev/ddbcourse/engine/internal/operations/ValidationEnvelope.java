package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.ValueLayer;
import dev.ddbcourse.engine.internal.validation.DeepRequests;

import java.util.function.Supplier;

/**
 * PutItem, UpdateItem and DeleteItem report what their validate step refuses (the request alone: expression and
 * legacy parameter rules, expressions, attribute values wherever they sit) as the one error of a
 * "1 validation error detected: " list, as live DynamoDB answers them in every region recorded
 * (paritysuite/dynamodb-conformance tests/tier3/error-messages/putItem.test.ts, deleteItem.test.ts,
 * updateItem.test.ts and valueLayers.test.ts, characterised against AWS). What the bind step refuses against the
 * table (key schema, key values, the key in an update) stays bare, as does the item size limit, and a list of
 * member constraint violations is already such a list. dynalite answers the older bare form: KnownDifferences.
 * Their values are checked in the current {@link ValueLayer}.
 */
final class ValidationEnvelope {
    private ValidationEnvelope() {}

    /** {@code json}: the request; one nested past JSON depth 128 gets the older bare form (validation.DeepRequests). */
    static <R> R validate(JsonNode json, Supplier<R> step) {
        try {
            return ValueLayer.CURRENT.during(step);
        } catch (DynamoDbError e) {
            if (e.kind() != DynamoDbError.Kind.VALIDATION || Messages.isValidationErrors(e.getMessage())
                    || Messages.ITEM_TOO_LARGE.equals(e.getMessage()) || DeepRequests.isDeep(json)) {
                throw e;
            }
            throw DynamoDbError.validation(Messages.oneValidationError(e.getMessage()));
        }
    }
}
