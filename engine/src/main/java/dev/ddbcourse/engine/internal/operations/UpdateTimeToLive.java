package dev.ddbcourse.engine.internal.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;
import dev.ddbcourse.engine.internal.storage.TimeToLive;
import dev.ddbcourse.engine.internal.validation.UpdateTimeToLiveValidation;

/**
 * UpdateTimeToLive: enables TTL on an attribute or disables it. What the request asks is checked first
 * (enabling twice, disabling twice, another attribute than the current one), then DynamoDB's rule of one
 * change per table per hour, as AWS answers them. The change is ENABLING or DISABLING for the engine's
 * UPDATING time (zero by default).
 */
final class UpdateTimeToLive implements Operation<UpdateTimeToLiveValidation.Request> {
    private final Database db;

    UpdateTimeToLive(Database db) { this.db = db; }

    @Override
    public UpdateTimeToLiveValidation.Request validate(ObjectNode json) { return UpdateTimeToLiveValidation.validate(json); }

    @Override
    public ObjectNode execute(UpdateTimeToLiveValidation.Request request) {
        Table table = db.describe(request.tableName());
        long now = db.clock().millis();
        table.writing(() -> {
            // ResourceInUseException for a table being created or deleted (UpdateTable's texts); UPDATING admits it.
            table.states().checkNotCreatingOrDeleting(table.name(), now);
            TimeToLive current = table.timeToLive();
            String attribute = request.attributeName();
            if (request.enabled() && current.enabled() && current.attributeName().equals(attribute)) {
                throw DynamoDbError.validation(Messages.TTL_ALREADY_ENABLED);
            }
            if (!request.enabled() && !current.enabled()) throw DynamoDbError.validation(Messages.TTL_ALREADY_DISABLED);
            if (current.enabled() && !current.attributeName().equals(attribute)) {
                throw DynamoDbError.validation(Messages.ttlOnOtherAttribute(current.attributeName()));
            }
            if (!current.changeable(now)) throw DynamoDbError.validation(Messages.TTL_CHANGED_WITHIN_THE_HOUR);
            table.timeToLive(current.changedTo(attribute, request.enabled(), now, db.switches().updating().toMillis()));
            return null;
        });
        if (request.enabled()) db.expiry().started();
        ObjectNode out = Responses.object();
        out.putObject("TimeToLiveSpecification").put("AttributeName", request.attributeName()).put("Enabled", request.enabled());
        return out;
    }
}
