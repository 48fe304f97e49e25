package dev.ddbcourse.engine.internal.validation;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
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
                throw DynamoDbError.validation("Cannot use both Select and AttributesToGet unless Select is SPECIFIC_ATTRIBUTES");
            }
            if (projectionText != null) {
                throw DynamoDbError.validation("Cannot specify the ProjectionExpression when choosing to get "
                        + (select.equals("COUNT") ? "only the Count" : select));
            }
        }
        if ("SPECIFIC_ATTRIBUTES".equals(select) && projection == null) {
            throw DynamoDbError.validation("Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES");
        }
        if ("ALL_PROJECTED_ATTRIBUTES".equals(select) && indexName == null) {
            throw DynamoDbError.validation("ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName");
        }
        if (select != null) return Select.valueOf(select);
        if (projection != null) return Select.SPECIFIC_ATTRIBUTES;
        return indexName == null ? Select.ALL_ATTRIBUTES : Select.ALL_PROJECTED_ATTRIBUTES;
    }
}
