package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TimeToLive;
import dev.ddbcourse.engine.internal.validation.UpdateTimeToLiveValidation;

/**
 * UpdateTimeToLive: enables TTL on an attribute or disables it, at once (DynamoDB takes up to an hour and
 * refuses another change meanwhile; the engine does neither, so a lesson can enable and disable in a row).
 * Enabling twice, disabling twice, or disabling with another attribute than the enabled one are refused.
 */
final class UpdateTimeToLive implements Operation<UpdateTimeToLiveValidation.Request> {
    private final Database db;

    UpdateTimeToLive(Database db) { this.db = db; }

    @Override
    public UpdateTimeToLiveValidation.Request validate(ObjectNode json) { return UpdateTimeToLiveValidation.validate(json); }

    @Override
    public ObjectNode execute(UpdateTimeToLiveValidation.Request request) {
        Table table = db.describe(request.tableName());
        table.writing(() -> {
            TimeToLive current = table.timeToLive();
            if (request.enabled()) {
                if (current.enabled()) throw DynamoDbError.validation(Messages.TTL_ALREADY_ENABLED);
                table.timeToLive(new TimeToLive(request.attributeName(), true));
            } else {
                if (!current.enabled()) throw DynamoDbError.validation(Messages.TTL_ALREADY_DISABLED);
                if (!current.attributeName().equals(request.attributeName())) {
                    throw DynamoDbError.validation(Messages.ttlOnOtherAttribute(current.attributeName()));
                }
                table.timeToLive(TimeToLive.DISABLED);
            }
            return null;
        });
        if (request.enabled()) db.expiry().started();
        ObjectNode out = Responses.object();
        out.putObject("TimeToLiveSpecification").put("AttributeName", request.attributeName()).put("Enabled", request.enabled());
        return out;
    }
}
