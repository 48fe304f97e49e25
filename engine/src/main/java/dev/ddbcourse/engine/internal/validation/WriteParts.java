package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.List;

/** Members the write operations share: ReturnValues and ReturnValuesOnConditionCheckFailure. */
final class WriteParts {
    private WriteParts() {}

    static final List<String> RETURN_VALUES = List.of("ALL_NEW", "UPDATED_OLD", "ALL_OLD", "NONE", "UPDATED_NEW");

    /**
     * Whether DynamoDB's newer validation answers an item write: a top-level PutItem, UpdateItem or DeleteItem that gives
     * its TableName and its Item or Key. One without them keeps the older listed form, member by member
     * (paritysuite/dynamodb-conformance tests/tier3/validation-ordering/updateItem.test.ts, "member errors beside a
     * missing Key", eu-west-2 and us-east-1, 2026-10-09; captures/cross-region-latest.json s_put_table_null). A deep
     * request (DeepRequests) keeps the older form too (the same suite's validation-ordering/deepRequests.test.ts).
     */
    static boolean newerValidation(boolean topLevel, JsonNode json, String tableName, Object itemOrKey) {
        return topLevel && tableName != null && itemOrKey != null && !DeepRequests.isDeep(json);
    }

    /** ReturnValues, an unknown value added to the violations: in the newer sentence under {@code newer}. */
    static String returnValues(RequestReader r, boolean newer) {
        String v = r.string("ReturnValues");
        if (newer && v != null && !RETURN_VALUES.contains(v)) r.violation(Messages.RETURN_VALUES_NEWER_ENUM);
        else r.oneOf("returnValues", v, RETURN_VALUES);
        return v == null ? "NONE" : v;
    }

    /**
     * UpdateItem under the newer validation: an unknown ReturnValues is refused alone, before the other members
     * (registry/splits.json update-item-validation-error-aggregation, captures/cross-region-latest.json o_upd_two_bad_enums).
     */
    static void returnValuesAlone(RequestReader r) {
        String v = r.string("ReturnValues");
        if (v != null && !RETURN_VALUES.contains(v)) {
            throw DynamoDbError.validation(Messages.oneValidationError(Messages.RETURN_VALUES_NEWER_ENUM));
        }
    }

    static ReturnValuesOnConditionCheckFailure onConditionCheckFailure(RequestReader r, String prefix) {
        String v = r.string("ReturnValuesOnConditionCheckFailure");
        r.oneOf(prefix + "returnValuesOnConditionCheckFailure", v, List.of("ALL_OLD", "NONE"));
        // Any other value is a violation, thrown before the request is used.
        return "ALL_OLD".equals(v) ? ReturnValuesOnConditionCheckFailure.ALL_OLD : ReturnValuesOnConditionCheckFailure.NONE;
    }

    static void allOldOrNone(String returnValues) {
        if (!returnValues.equals("ALL_OLD") && !returnValues.equals("NONE")) {
            throw DynamoDbError.validation(Messages.RETURN_VALUES_ALL_OLD_OR_NONE);
        }
    }

    /** ReturnItemCollectionMetrics: true for SIZE. */
    static boolean itemCollectionMetrics(RequestReader r) {
        String v = r.string("ReturnItemCollectionMetrics");
        r.oneOf("returnItemCollectionMetrics", v, List.of("SIZE", "NONE"));
        return "SIZE".equals(v);
    }
}
