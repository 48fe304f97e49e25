package dev.ddbcourse.engine.internal.validation;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.List;

/** Members the write operations share: ReturnValues and ReturnValuesOnConditionCheckFailure. */
final class WriteParts {
    private WriteParts() {}

    static final List<String> RETURN_VALUES = List.of("ALL_NEW", "UPDATED_OLD", "ALL_OLD", "NONE", "UPDATED_NEW");

    static String returnValues(RequestReader r) {
        String v = r.string("ReturnValues");
        r.oneOf("returnValues", v, RETURN_VALUES);
        return v == null ? "NONE" : v;
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
