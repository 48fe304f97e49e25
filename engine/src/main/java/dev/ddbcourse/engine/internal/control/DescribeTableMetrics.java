package dev.ddbcourse.engine.internal.control;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.TableMetrics;

import java.util.Set;

/**
 * {@code DdbCourseEngine.DescribeTableMetrics {"TableName": "t"}}: two of the table's CloudWatch figures since it was
 * created, {"TableName": "t", "ConsumedWriteCapacityUnits": 3.0, "TimeToLiveDeletedItemCount": 2}.
 */
final class DescribeTableMetrics implements ControlAction {
    private final Database db;

    DescribeTableMetrics(Database db) { this.db = db; }

    @Override
    public ObjectNode run(ObjectNode body) {
        String name = new ControlBody(body, Set.of("TableName")).string("TableName");
        if (name == null) throw DynamoDbError.validation(Messages.controlMissing("TableName"));
        TableMetrics metrics = db.describe(name).metrics();
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("TableName", name);
        out.put("ConsumedWriteCapacityUnits", metrics.consumedWriteUnits());
        out.put("TimeToLiveDeletedItemCount", metrics.ttlDeletedItems());
        return out;
    }
}
