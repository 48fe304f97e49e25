package dev.ddbcourse.engine.internal.validation;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.Projection;

import java.util.List;

/** Members Query and Scan share: Select, Limit, IndexName, and how Select and projections combine. */
final class ReadParts {
    private ReadParts() {}

    static final List<String> SELECTS = List.of("SPECIFIC_ATTRIBUTES", "COUNT", "ALL_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES");

    /**
     * The effective Select: DynamoDB's default depends on the projection and the index. A Query sends these rules as a
     * one-error list, a Scan bare (getmoto/moto's aws_verified Select tests, us-east-1; paritysuite query.test.ts).
     */
    static Select select(String select, Projection projection, boolean legacyAttributes, String projectionText,
                         String indexName, boolean query) {
        if (select != null && !select.equals("SPECIFIC_ATTRIBUTES")) {
            if (legacyAttributes) throw refused(Messages.attributesToGetWithSelect(select), query);
            if (projectionText != null) throw refused(Messages.projectionWithSelect(select), query);
        }
        if ("SPECIFIC_ATTRIBUTES".equals(select) && projection == null) {
            throw refused(Messages.SELECT_SPECIFIC_NO_PROJECTION, query);
        }
        if ("ALL_PROJECTED_ATTRIBUTES".equals(select) && indexName == null) {
            throw refused(Messages.ALL_PROJECTED_WITHOUT_INDEX, query);
        }
        if (select != null) return Select.valueOf(select);
        if (projection != null) return Select.SPECIFIC_ATTRIBUTES;
        return indexName == null ? Select.ALL_ATTRIBUTES : Select.ALL_PROJECTED_ATTRIBUTES;
    }

    private static DynamoDbError refused(String message, boolean query) {
        return DynamoDbError.validation(query ? Messages.oneValidationError(message) : message);
    }
}
