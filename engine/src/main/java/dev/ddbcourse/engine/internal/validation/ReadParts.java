package dev.ddbcourse.engine.internal.validation;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.Projection;

import java.util.List;

/** Members Query and Scan share: Select, Limit, IndexName, and how Select and projections combine. */
final class ReadParts {
    private ReadParts() {}

    static final List<String> SELECTS = List.of("SPECIFIC_ATTRIBUTES", "COUNT", "ALL_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES");

    /** The effective Select: DynamoDB's default depends on the projection and the index. */
    static Select select(String select, Projection projection, boolean legacyAttributes, String projectionText,
                         String indexName) {
        if (select != null && !select.equals("SPECIFIC_ATTRIBUTES")) {
            if (legacyAttributes) {
                throw DynamoDbError.validation(Messages.SELECT_WITH_ATTRIBUTES_TO_GET);
            }
            if (projectionText != null) {
                throw DynamoDbError.validation(Messages.projectionWithSelect(select));
            }
        }
        if ("SPECIFIC_ATTRIBUTES".equals(select) && projection == null) {
            throw DynamoDbError.validation(Messages.SELECT_SPECIFIC_NO_PROJECTION);
        }
        if ("ALL_PROJECTED_ATTRIBUTES".equals(select) && indexName == null) {
            throw DynamoDbError.validation(Messages.ALL_PROJECTED_WITHOUT_INDEX);
        }
        if (select != null) return Select.valueOf(select);
        if (projection != null) return Select.SPECIFIC_ATTRIBUTES;
        return indexName == null ? Select.ALL_ATTRIBUTES : Select.ALL_PROJECTED_ATTRIBUTES;
    }
}
