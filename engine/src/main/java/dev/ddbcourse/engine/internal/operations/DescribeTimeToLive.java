package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.states.TableStates;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TimeToLive;
import dev.ddbcourse.engine.internal.validation.DescribeTimeToLiveValidation;

/**
 * DescribeTimeToLive: {"TimeToLiveDescription": {"TimeToLiveStatus": ..., "AttributeName": ...}} on the engine
 * clock; refused while the table is CREATING or DELETING, as AWS refuses it.
 */
final class DescribeTimeToLive implements Operation<String> {
    private final Database db;

    DescribeTimeToLive(Database db) { this.db = db; }

    @Override
    public String validate(ObjectNode json) { return DescribeTimeToLiveValidation.validate(json); }

    @Override
    public ObjectNode execute(String tableName) {
        Table table = db.describe(tableName);
        long now = db.clock().millis();
        String tableStatus = table.states().status(now);
        if (tableStatus.equals(TableStates.CREATING) || tableStatus.equals(TableStates.DELETING)) {
            throw DynamoDbError.validation(Messages.ttlNotDescribable(tableStatus));
        }
        TimeToLive ttl = table.timeToLive();
        ObjectNode out = Responses.object();
        ObjectNode description = out.putObject("TimeToLiveDescription");
        description.put("TimeToLiveStatus", ttl.status(now));
        String attribute = ttl.describedAttribute(now);
        if (attribute != null) description.put("AttributeName", attribute);
        return out;
    }
}
