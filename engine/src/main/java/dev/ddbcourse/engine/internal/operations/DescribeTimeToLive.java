package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.TimeToLive;
import dev.ddbcourse.engine.internal.validation.DescribeTimeToLiveValidation;

/** DescribeTimeToLive: {"TimeToLiveDescription": {"TimeToLiveStatus": ..., "AttributeName": ...}}. */
final class DescribeTimeToLive implements Operation<String> {
    private final Database db;

    DescribeTimeToLive(Database db) { this.db = db; }

    @Override
    public String validate(ObjectNode json) { return DescribeTimeToLiveValidation.validate(json); }

    @Override
    public ObjectNode execute(String tableName) {
        TimeToLive ttl = db.describe(tableName).timeToLive();
        ObjectNode out = Responses.object();
        ObjectNode description = out.putObject("TimeToLiveDescription");
        description.put("TimeToLiveStatus", ttl.status());
        if (ttl.attributeName() != null) description.put("AttributeName", ttl.attributeName());
        return out;
    }
}
