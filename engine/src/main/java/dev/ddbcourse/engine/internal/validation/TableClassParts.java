package dev.ddbcourse.engine.internal.validation;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

/** TableClass, as CreateTable and UpdateTable take it. */
final class TableClassParts {
    private TableClassParts() {}

    /** The class asked for, or null when the request names none. */
    static String read(RequestReader r) {
        String c = r.string("TableClass");
        if (c != null && !c.equals("STANDARD") && !c.equals("STANDARD_INFREQUENT_ACCESS")) {
            throw DynamoDbError.validation(Messages.INVALID_TABLE_CLASS);
        }
        return c;
    }
}
